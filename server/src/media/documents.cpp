#include "media/documents.hpp"

#include "core/errors.hpp"
#include "files/documents.hpp"
#include "media/stored.hpp"

namespace platform::media {

ContentDocuments::Saved ContentDocuments::save(std::string_view bytes) const {
  if (auto problem = files::check_pdf(bytes))
    core::throw_invalid({{"file", {std::move(*problem)}}});
  std::filesystem::create_directories(dir_);
  const std::string name = content_hash(bytes) + ".pdf";
  write_once(dir_ / name, bytes);
  return {"/storage/documents/" + name, bytes.size()};
}

boost::json::object ContentDocuments::to_json(const Saved& saved) {
  return {{"path", saved.path}, {"bytes", saved.bytes}};
}

}  // namespace platform::media
