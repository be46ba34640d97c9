#pragma once

#include <vector>

#include "monitoring/metrics.hpp"

namespace platform::db {
class Database;
}
namespace platform::jobs {
class Runner;
}
namespace platform::mail {
class OutboxRepository;
}
namespace platform::site {
class RendererClient;
}

namespace platform::monitoring {

// The metrics each part of the server keeps, read at each scrape (docs/deploy.md, "Metrics").
// The parts must outlive the Metrics they are added to.

// platform_db_connections{state="size"|"in_use"}, platform_db_leases_total,
// platform_db_lease_waits_total, platform_db_lease_timeouts_total.
std::vector<Source> pool_sources(const db::Database& database);
// platform_cache_entries, _bytes, _hits_total, _misses_total, each {cache="catalog_answers"...}.
std::vector<Source> cache_sources();
// platform_outbox_waiting{channel}, platform_outbox_oldest_seconds{channel}.
std::vector<Source> outbox_sources(mail::OutboxRepository& outbox);
// platform_job_runs_total, _failures_total, _seconds_total and platform_job_lag_seconds, {job}.
std::vector<Source> job_sources(const jobs::Runner& jobs);
// platform_renderer_renders_total, _failures_total, _seconds_total, platform_renderer_waiting.
std::vector<Source> renderer_sources(const site::RendererClient& renderer);

}  // namespace platform::monitoring
