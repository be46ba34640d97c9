#pragma once

#include <string>

namespace platform::people {

// Portraits of the demo people, who have no photos (decision 0044): artwork, not a likeness. An
// SVG picked from the code: a gradient background and a stylised head-and-shoulders silhouette,
// three figures for a collective. Square, kPortraitSide pixels.
inline constexpr int kPortraitSide = 480;
std::string portrait_svg(const std::string& code, bool collective);

// A stage for the demo people's photo lists: a dark hall, the floor, light from above and
// performers' silhouettes; `n` picks the colours and how many. Landscape, kSceneWidth x
// kSceneHeight.
inline constexpr int kSceneWidth = 800, kSceneHeight = 450;
std::string stage_svg(int n);

// The SVG rasterised by libvips (librsvg) into PNG bytes, which media::ContentImages stores as
// any upload. Throws std::runtime_error when libvips cannot read it.
std::string portrait_png(const std::string& svg);

}  // namespace platform::people
