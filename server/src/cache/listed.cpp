#include <algorithm>
#include <mutex>
#include <vector>

#include "cache/cache.hpp"

namespace platform::cache {
namespace {

std::mutex listed_mutex;
std::vector<const Listed*>& listed() {
  static std::vector<const Listed*> caches;
  return caches;
}

}  // namespace

Listed::Listed() {
  const std::lock_guard lock(listed_mutex);
  listed().push_back(this);
}

Listed::~Listed() {
  const std::lock_guard lock(listed_mutex);
  auto& caches = listed();
  caches.erase(std::remove(caches.begin(), caches.end(), this), caches.end());
}

std::vector<Statistics> statistics_of_all() {
  const std::lock_guard lock(listed_mutex);
  std::vector<Statistics> out;
  out.reserve(listed().size());
  for (const Listed* cache : listed()) out.push_back(cache->statistics());
  return out;
}

}  // namespace platform::cache
