#include "media/documents.hpp"

#include "core/errors.hpp"
#include "files/documents.hpp"
#include "media/stored.hpp"

namespace platform::media {

ContentDocuments::Saved ContentDocuments::save(std::string_view bytes) const {
  if (auto problem = files::check_pdf(bytes))
    core::throw_invalid({{"file", {std::move(*problem)}}});
  const std::string key = "documents/" + content_hash(bytes) + ".pdf";
  files_.write_once(key, bytes);
  return {"/storage/" + key, bytes.size()};
}

boost::json::object ContentDocuments::to_json(const Saved& saved) {
  return {{"path", saved.path}, {"bytes", saved.bytes}};
}

}  // namespace platform::media
