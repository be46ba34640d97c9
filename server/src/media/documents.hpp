#pragma once

#include <boost/json/object.hpp>
#include <cstddef>
#include <string>
#include <string_view>

#include "storage/storage.hpp"

namespace platform::media {

// PDFs editors put on content pages (the `documents` block, decision 0041): a foundation's
// reports, the resource centre's templates. Stored once per content as
// documents/<hash>.pdf in the storage and served at /storage/documents/… for a year.
class ContentDocuments {
 public:
  explicit ContentDocuments(const storage::Storage& files) : files_(files) {}

  struct Saved {
    std::string path;  // "/storage/documents/<hash>.pdf"
    std::size_t bytes = 0;
  };

  // Checks the upload (a PDF by its content, 20 MB at most: files::check_pdf) and writes it unless
  // it is stored already. Throws ApiError 422 (`file`) with the Russian message otherwise.
  Saved save(std::string_view bytes) const;

  static boost::json::object to_json(const Saved& saved);

 private:
  const storage::Storage& files_;
};

}  // namespace platform::media
