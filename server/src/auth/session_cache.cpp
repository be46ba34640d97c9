#include "auth/session_cache.hpp"

namespace platform::auth {

std::optional<Principal> SessionCache::find(const std::string& token_hash, std::uint64_t changes,
                                            core::TimePoint now) const {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(token_hash);
  if (it == entries_.end()) return std::nullopt;
  const Entry& e = it->second;
  if (e.changes != changes || now < e.read_at || now - e.read_at >= kTtl || e.expires <= now) {
    return std::nullopt;
  }
  return e.principal;
}

void SessionCache::store(const std::string& token_hash, const Principal& principal,
                         core::TimePoint session_expires, std::uint64_t changes,
                         core::TimePoint now) {
  std::lock_guard lock(mutex_);
  if (entries_.size() >= kMaxEntries) entries_.clear();
  entries_.insert_or_assign(token_hash, Entry{principal, session_expires, now, changes});
}

void SessionCache::clear() {
  std::lock_guard lock(mutex_);
  entries_.clear();
}

}  // namespace platform::auth
