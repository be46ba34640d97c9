#pragma once

#include <chrono>
#include <cstddef>

#include "core/clock.hpp"
#include "files/repository.hpp"
#include "ratelimit/limiter.hpp"
#include "storage/storage.hpp"

namespace platform::files {

// Each user may store kQuotaBytes in all and upload kUploadsPerHour files an hour (issue 10: a
// re-upload loop filled the disk). Uploads that nothing refers to go: a replaced one at once,
// any other after kUnreferencedFor (a basket item removed, a param cleared).
inline constexpr long long kQuotaBytes = 200LL << 20;
inline constexpr int kUploadsPerHour = 30;
inline constexpr std::chrono::hours kUnreferencedFor{24};

class Uploads {
 public:
  Uploads(FileRepository& files, ratelimit::RateLimiter& limits, const storage::Storage& storage,
          core::Clock clock = core::system_now)
      : files_(files), limits_(limits), storage_(storage), clock_(std::move(clock)) {}

  // Before storing `bytes` more for the user: 429 past the hourly count, 422 on `field` past the
  // quota.
  void admit(long long user_id, std::size_t bytes, const std::string& field = "file");

  // A service-param upload was replaced or let go: deletes it when nothing refers to it.
  void release(long long file_id);

  // Deletes the service-param uploads nothing has referred to for kUnreferencedFor; answers how
  // many. Run periodically (main.cpp).
  int sweep();

 private:
  void erase(const StoredUpload& upload);

  FileRepository& files_;
  ratelimit::RateLimiter& limits_;
  const storage::Storage& storage_;
  core::Clock clock_;
};

}  // namespace platform::files
