#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cache/versions.hpp"

namespace platform::cache {

// The one in-memory cache of the server (decision 0022): catalogue answers, event cards, the
// handbook and service snapshots, checked sessions. Thread-safe and bounded: when full, the
// least recently used entry makes room, so one kind of request (random search texts) can push
// out only entries of its own cache, never empty another.
//
// Fresh by construction. A cache depends on change-counter domains; when any of their versions
// moves (a change committed here or, through the poller, in another copy), every entry is stale
// and the next call drops them all. A value is computed under a Stamp taken before reading the
// data: a store whose stamp is older than a change that came in meanwhile is refused (the value
// is still returned to its caller, who read it before the change, but never kept for others).
//
// A cache of strings (serialised answers, event cards), or of values that say their `weight()` in
// bytes (kept pages), may also be bounded by bytes: the keys' and values' sizes summed, so a few
// large answers cannot hold more memory than many small ones.
//
// Targeted drops: an entry may carry tags (the event ids an answer shows); drop_tagged() removes
// the entries carrying any of the given tags, and every entry tagged kAnyTag (an answer that
// depends on all of them, such as a list sorted by places left).
// What the metrics read of every cache that exists (monitoring/metrics.cpp).
struct Statistics {
  std::string name;
  std::size_t entries = 0, bytes = 0;
  unsigned long long hits = 0, misses = 0;
};

// The caches alive now, each listed by its constructor and unlisted by its destructor.
class Listed {
 public:
  virtual Statistics statistics() const = 0;

 protected:
  Listed();
  ~Listed();
  Listed(const Listed&) = delete;
  Listed& operator=(const Listed&) = delete;
};
std::vector<Statistics> statistics_of_all();

template <typename Key, typename Value, typename Hash = std::hash<Key>>
class Cache final : public Listed {
 public:
  using Tags = std::vector<long long>;
  static constexpr long long kAnyTag = -1;

  struct Stamp {
    std::uint64_t versions = 0;
    std::uint64_t drops = 0;
  };

  // `name` labels the cache's metrics: "catalog_answers".
  Cache(const char* name, const Versions& versions, std::initializer_list<Domain> domains,
        std::size_t capacity, std::size_t max_bytes = 0)
      : name_(name),
        versions_(versions),
        domains_(domains),
        capacity_(std::max<std::size_t>(capacity, 1)),
        max_bytes_(max_bytes) {}
  Cache(const Cache&) = delete;
  Cache& operator=(const Cache&) = delete;

  // Take it before reading what a value is made of.
  Stamp stamp() const {
    const auto versions = current_versions();
    std::lock_guard lock(mutex_);
    return {versions, drops_};
  }

  // The value kept under key, or null.
  std::shared_ptr<const Value> find(const Key& key) {
    std::lock_guard lock(mutex_);
    drop_stale();
    const auto it = index_.find(key);
    if (it == index_.end()) {
      ++misses_;
      return nullptr;
    }
    ++hits_;
    entries_.splice(entries_.begin(), entries_, it->second);  // most recently used first
    return it->second->value;
  }

  // Keeps the value under key unless a change came in since `stamp`; returns it either way.
  std::shared_ptr<const Value> store(const Key& key, Value value, Stamp stamp, Tags tags = {}) {
    if constexpr (std::is_same_v<Value, std::string>) {
      // A string grown by appending holds up to twice its size: keep only what it needs.
      if (value.capacity() - value.size() > value.size() / 8) value.shrink_to_fit();
    }
    return store(key, std::make_shared<const Value>(std::move(value)), stamp, std::move(tags));
  }
  std::shared_ptr<const Value> store(const Key& key, std::shared_ptr<const Value> value,
                                     Stamp stamp, Tags tags = {}) {
    std::lock_guard lock(mutex_);
    drop_stale();
    if (stamp.versions != seen_versions_ || stamp.drops != drops_) return value;
    if (const auto it = index_.find(key); it != index_.end()) erase(it->second);
    const std::size_t bytes = bytes_of(key, *value);
    entries_.push_front(Entry{key, value, std::move(tags), bytes});
    index_.emplace(key, entries_.begin());
    bytes_ += bytes;
    // The newest entry stays even when it alone is over the budget: its callers share it.
    while (entries_.size() > 1 &&
           (entries_.size() > capacity_ || (max_bytes_ != 0 && bytes_ > max_bytes_))) {
      erase(std::prev(entries_.end()));
    }
    return value;
  }

  // The kept value, or `load()`'s (a Value), kept when no change came in while it ran.
  template <typename Load>
  std::shared_ptr<const Value> get(const Key& key, Load&& load) {
    if (auto found = find(key)) return found;
    const auto before = stamp();
    return store(key, std::forward<Load>(load)(), before);
  }

  // Drops the entries tagged with any of `tags` or with kAnyTag; values being computed now are
  // not kept (they may have read the data before the change).
  void drop_tagged(const Tags& tags) {
    std::lock_guard lock(mutex_);
    ++drops_;
    for (auto it = entries_.begin(); it != entries_.end();) {
      const bool hit = std::any_of(it->tags.begin(), it->tags.end(), [&tags](long long tag) {
        return tag == kAnyTag || std::find(tags.begin(), tags.end(), tag) != tags.end();
      });
      if (hit) {
        it = erase(it);
      } else {
        ++it;
      }
    }
  }

  std::size_t size() const {
    std::lock_guard lock(mutex_);
    return entries_.size();
  }

  // What the entries weigh (0 unless the values are strings or have a weight()).
  std::size_t bytes() const {
    std::lock_guard lock(mutex_);
    return bytes_;
  }

  Statistics statistics() const override {
    std::lock_guard lock(mutex_);
    return {name_, entries_.size(), bytes_, hits_, misses_};
  }

 private:
  struct Entry {
    Key key;
    std::shared_ptr<const Value> value;
    Tags tags;
    std::size_t bytes = 0;
  };
  using Entries = std::list<Entry>;

  static std::size_t bytes_of(const Key& key, const Value& value) {
    std::size_t bytes = sizeof(Entry);
    if constexpr (std::is_same_v<Value, std::string>) {
      bytes += value.capacity();
    } else if constexpr (requires { value.weight(); }) {
      bytes += value.weight();
    } else {
      return 0;
    }
    // The entry and the index hold a copy of the key each.
    if constexpr (std::is_same_v<Key, std::string>) bytes += 2 * key.size();
    return bytes;
  }

  // Called under the lock.
  typename Entries::iterator erase(typename Entries::iterator it) {
    bytes_ -= it->bytes;
    index_.erase(it->key);
    return entries_.erase(it);
  }

  std::uint64_t current_versions() const {
    // Each version only grows, so their sum moves exactly when one of them does.
    std::uint64_t sum = 0;
    for (const auto domain : domains_) sum += versions_.of(domain);
    return sum;
  }

  // Called under the lock: forgets everything read under versions that are no longer current.
  void drop_stale() {
    const auto now = current_versions();
    if (now == seen_versions_) return;
    index_.clear();
    entries_.clear();
    bytes_ = 0;
    seen_versions_ = now;
  }

  const char* const name_;
  const Versions& versions_;
  const std::vector<Domain> domains_;
  const std::size_t capacity_;
  const std::size_t max_bytes_;  // 0: bounded by the count alone
  mutable std::mutex mutex_;
  Entries entries_;  // most recently used first
  std::unordered_map<Key, typename Entries::iterator, Hash> index_;
  std::size_t bytes_ = 0;
  std::uint64_t seen_versions_ = 0;
  std::uint64_t drops_ = 0;
  unsigned long long hits_ = 0, misses_ = 0;
};

}  // namespace platform::cache
