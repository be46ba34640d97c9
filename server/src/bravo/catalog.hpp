#pragma once

#include <memory>
#include <string>

#include "bravo/model.hpp"
#include "bravo/repository.hpp"
#include "cache/cache.hpp"

namespace platform::bravo {

// The school's published catalogue, read whole and kept until the catalogue changes (its
// resources are edited in the catalogue admin, which moves that domain) or the day turns (an
// ended course leaves the list).
class BravoCatalog {
 public:
  explicit BravoCatalog(BravoRepository& repository);

  std::shared_ptr<const Snapshot> snapshot();

 private:
  BravoRepository& repository_;
  cache::Cache<std::string, Snapshot> snapshot_;  // by today's date
};

}  // namespace platform::bravo
