#pragma once

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#include "ratelimit/limiter.hpp"
#include "storage/storage.hpp"

namespace platform::pdf {

// The PDFs the platform draws (diplomas, e-tickets), kept in the storage once drawn, under
// private/drawn/, which is never served as a file (issue 31):
// drawing takes tens of milliseconds of a core, and forty clients asking at once had every other
// page wait a second. A PDF is named by what it shows: the same facts are read from the file,
// changed facts (a title set again, a name corrected) draw a new one. One client address may
// make kDrawsPerAddress draws an hour (429 after); reading a drawn one is not counted.
class DrawnPdfs {
 public:
  static constexpr int kDrawsPerAddress = 60;

  DrawnPdfs(const storage::Storage& files, ratelimit::RateLimiter& limits)
      : files_(files), limits_(limits) {}

  // The PDF of `kind` ("diploma", "ticket") showing `facts` (facts_key): the stored file, or the
  // one `draw` makes now, stored for the next time. An empty client_ip (the server's own mail)
  // is not limited.
  std::string get(std::string_view kind, const std::string& facts, const std::string& client_ip,
                  const std::function<std::string()>& draw);

 private:
  const storage::Storage& files_;
  ratelimit::RateLimiter& limits_;
};

// Everything a PDF prints, as one text: the name of its file is this text's hash.
std::string facts_key(std::initializer_list<std::string_view> parts);

}  // namespace platform::pdf
