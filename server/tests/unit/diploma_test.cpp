// The diploma PDF (decision 0045), read back through libvips's PDF loader (poppler): one A4
// landscape page, the name and the QR code drawn where they belong, the DejaVu fonts embedded.
#include "results/diploma.hpp"

#include <gtest/gtest.h>
#include <vips/vips.h>

#include "media/images.hpp"

using namespace platform;

namespace {

const results::DiplomaFacts kFacts{"Лауреат I степени",
                                   "Анастасия Волкова",
                                   "Эстрадный вокал, соло",
                                   "10–12 лет",
                                   "Город, которого нет",
                                   "Фестиваль-конкурс «Звёздный путь»",
                                   "12–15 марта 2027",
                                   "Москва",
                                   "Елена Морозова",
                                   "D7K2Q9XAHM",
                                   "https://tvorchestvo.example/diplom/D7K2Q9XAHM/"};

struct Page {
  VipsImage* image = nullptr;
  ~Page() {
    if (image) g_object_unref(image);
  }
  // The share of dark pixels in a rectangle given in fractions of the page.
  double ink(double left, double top, double right, double bottom) const {
    const int w = vips_image_get_width(image), h = vips_image_get_height(image);
    VipsImage* part = nullptr;
    const int x = static_cast<int>(left * w), y = static_cast<int>(top * h);
    EXPECT_EQ(vips_extract_area(image, &part, x, y, static_cast<int>(right * w) - x,
                                static_cast<int>(bottom * h) - y, nullptr),
              0);
    VipsImage* grey = nullptr;
    EXPECT_EQ(vips_colourspace(part, &grey, VIPS_INTERPRETATION_B_W, nullptr), 0);
    g_object_unref(part);
    VipsImage* dark = nullptr;
    EXPECT_EQ(vips_less_const1(grey, &dark, 128, nullptr), 0);
    g_object_unref(grey);
    double mean = 0;
    EXPECT_EQ(vips_avg(dark, &mean, nullptr), 0);
    g_object_unref(dark);
    return mean / 255.0;
  }
};

TEST(Diploma, IsOneA4LandscapePageWithTheTextAndTheQrCode) {
  media::start_images();
  const std::string pdf = results::diploma_pdf(kFacts);
  ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_NE(pdf.find("DejaVuSerif-Bold"), std::string::npos);
  EXPECT_NE(pdf.find("DejaVuSans"), std::string::npos);

  Page page;
  page.image = vips_image_new_from_buffer(pdf.data(), pdf.size(), "", "dpi", 72.0, nullptr);
  ASSERT_NE(page.image, nullptr) << vips_error_buffer();
  int pages = 0;
  ASSERT_EQ(vips_image_get_int(page.image, "n-pages", &pages), 0);
  EXPECT_EQ(pages, 1);
  EXPECT_NEAR(vips_image_get_width(page.image), 842, 1);
  EXPECT_NEAR(vips_image_get_height(page.image), 595, 1);

  // The white margin outside the frame is empty; the participant's name (the middle band) and
  // the QR code (the lower right corner) are inked; a fair share of the QR code is dark.
  EXPECT_LT(page.ink(0.0, 0.0, 0.02, 0.02), 0.01);
  EXPECT_GT(page.ink(0.25, 0.45, 0.75, 0.55), 0.05);
  const double qr = page.ink(0.80, 0.77, 0.88, 0.88);
  EXPECT_GT(qr, 0.2);
  EXPECT_LT(qr, 0.7);
}

TEST(Diploma, LeavesOutWhatIsEmpty) {
  results::DiplomaFacts facts = kFacts;
  facts.piece.clear();
  facts.jury_chair.clear();
  facts.city.clear();
  const std::string pdf = results::diploma_pdf(facts);
  EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u);
  // A name of 300 characters wraps; nothing throws.
  facts.participant = std::string(150, 'x') + " " + std::string(149, 'y');
  EXPECT_NO_THROW(results::diploma_pdf(facts));
}

}  // namespace
