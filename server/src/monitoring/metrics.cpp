#include "monitoring/metrics.hpp"

#include <prometheus/collectable.h>
#include <prometheus/counter.h>
#include <prometheus/exposer.h>
#include <prometheus/histogram.h>
#include <prometheus/metric_family.h>
#include <prometheus/registry.h>
#include <prometheus/text_serializer.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace platform::monitoring {

// The metrics read at each scrape, as one collectable beside the registry.
class Metrics::Sources : public prometheus::Collectable {
 public:
  void add(Source source) {
    const std::lock_guard lock(mutex_);
    sources_.push_back(std::move(source));
  }

  std::vector<prometheus::MetricFamily> Collect() const override {
    const std::lock_guard lock(mutex_);
    std::vector<prometheus::MetricFamily> out;
    for (const auto& source : sources_) {
      prometheus::MetricFamily family{
          source.name,
          source.help,
          source.counter ? prometheus::MetricType::Counter : prometheus::MetricType::Gauge,
          {}};
      for (const auto& sample : source.read()) {
        prometheus::ClientMetric metric;
        for (const auto& [name, value] : sample.labels) metric.label.push_back({name, value});
        if (source.counter)
          metric.counter.value = sample.value;
        else
          metric.gauge.value = sample.value;
        family.metric.push_back(std::move(metric));
      }
      out.push_back(std::move(family));
    }
    return out;
  }

 private:
  mutable std::mutex mutex_;
  std::vector<Source> sources_;
};

namespace {

// Requests take milliseconds; PDF drawings and uploads up to seconds.
const prometheus::Histogram::BucketBoundaries kDurationBuckets = {
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};

struct Series {
  int status = 0;
  prometheus::Counter* requests = nullptr;
  prometheus::Histogram* duration = nullptr;
};

// Looked up by a string_view: a request's route is never copied to find its series.
struct RouteHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view route) const {
    return std::hash<std::string_view>{}(route);
  }
};

// Each thread keeps the series it has used, so a request finds its own without the registry's
// lock, a labels map or an allocation. `owner` is the Metrics' serial number, never reused (an
// address may be). A route's statuses are few: a short list searched in order.
struct ThreadSeries {
  unsigned long long owner = 0;
  std::unordered_map<std::string, std::vector<Series>, RouteHash, std::equal_to<>> by_route;
};
thread_local ThreadSeries thread_series;
std::atomic<unsigned long long> last_serial{0};

}  // namespace

Metrics::Metrics()
    : serial_(++last_serial),
      registry_(std::make_shared<prometheus::Registry>()),
      sources_(std::make_shared<Sources>()) {
  requests_ = &prometheus::BuildCounter()
                   .Name("platform_http_requests_total")
                   .Help("Requests answered, by route and status")
                   .Register(*registry_);
  durations_ = &prometheus::BuildHistogram()
                    .Name("platform_http_request_duration_seconds")
                    .Help("Time from the request read to the answer made, by route")
                    .Register(*registry_);
}

Metrics::~Metrics() {
  exposer_.reset();  // no scrape runs while the rest goes
}

void Metrics::observe_request(std::string_view route, int status, double seconds) {
  if (thread_series.owner != serial_) thread_series = {serial_, {}};
  auto found = thread_series.by_route.find(route);
  if (found == thread_series.by_route.end())
    found = thread_series.by_route.emplace(std::string(route), std::vector<Series>{}).first;
  auto& statuses = found->second;
  auto it = std::find_if(statuses.begin(), statuses.end(),
                         [status](const Series& s) { return s.status == status; });
  if (it == statuses.end()) {
    statuses.push_back(
        {status,
         &requests_->Add({{"route", std::string(route)}, {"status", std::to_string(status)}}),
         &durations_->Add({{"route", std::string(route)}}, kDurationBuckets)});
    it = std::prev(statuses.end());
  }
  auto& series = *it;
  series.requests->Increment();
  series.duration->Observe(seconds);
}

void Metrics::add(Source source) {
  sources_->add(std::move(source));
}

void Metrics::serve(const std::string& address) {
  exposer_ = std::make_unique<prometheus::Exposer>(address, 1);
  exposer_->RegisterCollectable(registry_);
  exposer_->RegisterCollectable(sources_);
}

std::string Metrics::text() const {
  auto families = registry_->Collect();
  for (auto& family : sources_->Collect()) families.push_back(std::move(family));
  return prometheus::TextSerializer().Serialize(families);
}

std::vector<Source> process_sources() {
  const auto page = static_cast<double>(::sysconf(_SC_PAGESIZE));
  return {
      {"platform_process_resident_memory_bytes", "Resident memory of the server process", false,
       [page] {
         std::ifstream statm("/proc/self/statm");
         double size = 0, resident = 0;
         statm >> size >> resident;
         return std::vector<Sample>{{{}, resident * page}};
       }},
      {"platform_process_open_fds", "Open file descriptors (connections, files, the database)",
       false,
       [] {
         std::error_code ec;
         double n = 0;
         for (auto it = std::filesystem::directory_iterator("/proc/self/fd", ec);
              !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
           ++n;
         }
         return std::vector<Sample>{{{}, n}};
       }},
      {"platform_process_max_fds", "The open descriptors' limit", false,
       [] {
         return std::vector<Sample>{{{}, static_cast<double>(::sysconf(_SC_OPEN_MAX))}};
       }},
  };
}

}  // namespace platform::monitoring
