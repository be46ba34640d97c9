#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>

namespace platform::cache {

// What in-memory data can depend on, in the change counters' domains (table change_counters,
// decision 0018): a change to a domain makes every cached value read from it stale.
enum class Domain : std::size_t {
  catalog,   // events, handbooks, places, projects, services: every catalogue answer
  places,    // places left of events (orders confirmed or cancelled): answers showing them
  sessions,  // logouts, revocations, users' changes: checked sessions
  content,   // pages of blocks, menus, footers, area settings
  tickets,   // the afisha's shows as sold: seats left, a show's status (kept pages)
};
inline constexpr std::size_t kDomainCount = 5;

// The name of the domain's row in table change_counters.
constexpr const char* name_of(Domain domain) {
  constexpr const char* kNames[kDomainCount] = {"catalog", "places", "sessions", "content",
                                                "tickets"};
  return kNames[static_cast<std::size_t>(domain)];
}

// This copy's version of each domain: moved after every committed change, made here or (seen by
// the change poller) by another copy of the server. Caches compare versions instead of being
// told to drop: a value stays good while the versions it was read under are current.
class Versions {
 public:
  std::uint64_t of(Domain domain) const {
    return versions_[static_cast<std::size_t>(domain)].load(std::memory_order_acquire);
  }
  void advance(Domain domain) {
    versions_[static_cast<std::size_t>(domain)].fetch_add(1, std::memory_order_acq_rel);
  }

 private:
  std::array<std::atomic<std::uint64_t>, kDomainCount> versions_{};
};

}  // namespace platform::cache
