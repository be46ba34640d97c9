#include "media/routes.hpp"

#include "http/multipart.hpp"

namespace platform::media {

void register_routes(http::Router& router, const auth::Guard& guard, const ContentImages& images,
                     const ContentDocuments& documents) {
  const auto upload = [&images](http::Request& request, const auth::Principal*) {
    return http::json_bare(ContentImages::to_json(images.save(http::form_file(request))));
  };
  const auto upload_document = [&documents](http::Request& request, const auth::Principal*) {
    return http::json_bare(ContentDocuments::to_json(documents.save(http::form_file(request))));
  };
  // libvips' work and the storage's writes run on the blocking pool, never on an io thread.
  constexpr auto heavy = http::Cost::heavy;
  guard.add(router, {
                        {http::Verb::post, "/api/admin/content/images", auth::Access::section,
                         "content", upload, heavy},
                        {http::Verb::post, "/api/admin/blog/images", auth::Access::section, "blogs",
                         upload, heavy},
                        // The pictures of venue halls (decision 0040).
                        {http::Verb::post, "/api/admin/places/images", auth::Access::section,
                         "places", upload, heavy},
                        // The school's teachers' photos (decision 0042).
                        {http::Verb::post, "/api/admin/school/images", auth::Access::section,
                         "school", upload, heavy},
                        {http::Verb::post, "/api/admin/content/documents", auth::Access::section,
                         "content", upload_document, heavy},
                        {http::Verb::post, "/api/admin/blog/documents", auth::Access::section,
                         "blogs", upload_document, heavy},
                    });
}

}  // namespace platform::media
