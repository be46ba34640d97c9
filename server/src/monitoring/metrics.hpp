#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace prometheus {
class Counter;
class Exposer;
class Histogram;
class Registry;
template <typename T>
class Family;
struct MetricFamily;
}  // namespace prometheus

namespace platform::monitoring {

// One gauge or counter value with its labels, as a source reports it at a scrape.
struct Sample {
  std::vector<std::pair<std::string, std::string>> labels;
  double value = 0;
};

// A metric read at each scrape (the pool, the caches, the outbox...): its name, help, whether it
// only grows (a counter) and a function giving its samples now.
struct Source {
  std::string name, help;
  bool counter = false;
  std::function<std::vector<Sample>()> read;
};

// The copy's Prometheus metrics (docs/deploy.md, "Metrics"): counted on the request path (the
// requests by route and status, their durations) or read at each scrape from the parts that keep
// their own numbers (Source). Served as Prometheus text at http://<address>/metrics by
// prometheus-cpp's exposer on an address of its own, never on the areas' port.
class Metrics {
 public:
  Metrics();
  ~Metrics();
  Metrics(const Metrics&) = delete;
  Metrics& operator=(const Metrics&) = delete;

  // One answered request: its route ("GET /api/event/{code}"; "page", "file", "upload" for the
  // rest), its status and how long it took. Thread-safe; the series of a route and status is
  // found once and kept per thread.
  void observe_request(std::string_view route, int status, double seconds);

  // Adds a metric read at each scrape (before serve()).
  void add(Source source);

  // Serves the metrics at `address` ("127.0.0.1:9100") until destroyed; throws when it cannot
  // listen there.
  void serve(const std::string& address);

  // The text a scrape answers (for tests and the log).
  std::string text() const;

 private:
  class Sources;
  unsigned long long serial_;
  std::shared_ptr<prometheus::Registry> registry_;
  std::shared_ptr<Sources> sources_;
  prometheus::Family<prometheus::Counter>* requests_ = nullptr;
  prometheus::Family<prometheus::Histogram>* durations_ = nullptr;
  std::unique_ptr<prometheus::Exposer> exposer_;
};

// The process's own numbers: resident memory, open descriptors, threads (from /proc/self).
std::vector<Source> process_sources();

}  // namespace platform::monitoring
