#include "monitoring/sources.hpp"

#include <chrono>

#include "cache/cache.hpp"
#include "core/clock.hpp"
#include "db/database.hpp"
#include "jobs/runner.hpp"
#include "mail/outbox.hpp"
#include "site/renderer_client.hpp"

namespace platform::monitoring {
namespace {

using Samples = std::vector<Sample>;

// One sample without labels.
Samples one(double value) {
  return {{{}, value}};
}

// A source with one sample per item of what `list()` gives, labelled `label` = name_of(item).
template <typename List, typename Name, typename Value>
Source per_item(std::string name, std::string help, bool counter, List list, const char* label,
                Name name_of, Value value_of) {
  return {std::move(name), std::move(help), counter, [=] {
            Samples out;
            for (const auto& item : list()) {
              out.push_back({{{label, name_of(item)}}, static_cast<double>(value_of(item))});
            }
            return out;
          }};
}

}  // namespace

std::vector<Source> pool_sources(const db::Database& database) {
  const auto* db = &database;
  return {
      {"platform_db_connections", "Database connections of the pool, and those leased now", false,
       [db] {
         const auto s = db->pool_stats();
         return Samples{{{{"state", "size"}}, static_cast<double>(s.size)},
                        {{{"state", "in_use"}}, static_cast<double>(s.in_use)}};
       }},
      {"platform_db_leases_total", "Connections leased from the pool", true,
       [db] { return one(static_cast<double>(db->pool_stats().leases)); }},
      {"platform_db_lease_waits_total", "Leases that waited for a free connection", true,
       [db] { return one(static_cast<double>(db->pool_stats().waits)); }},
      {"platform_db_lease_timeouts_total", "Leases that found no free connection in time (503)",
       true, [db] { return one(static_cast<double>(db->pool_stats().timeouts)); }},
  };
}

std::vector<Source> cache_sources() {
  const auto list = [] { return cache::statistics_of_all(); };
  const auto name = [](const cache::Statistics& s) { return s.name; };
  return {
      per_item("platform_cache_entries", "Entries kept", false, list, "cache", name,
               [](const cache::Statistics& s) { return s.entries; }),
      per_item("platform_cache_bytes", "What the entries weigh (caches bounded by bytes)", false,
               list, "cache", name, [](const cache::Statistics& s) { return s.bytes; }),
      per_item("platform_cache_hits_total", "Lookups that found their entry", true, list, "cache",
               name, [](const cache::Statistics& s) { return s.hits; }),
      per_item("platform_cache_misses_total", "Lookups that did not", true, list, "cache", name,
               [](const cache::Statistics& s) { return s.misses; }),
  };
}

std::vector<Source> outbox_sources(mail::OutboxRepository& outbox) {
  auto* box = &outbox;
  const auto list = [box] { return box->backlog(); };
  const auto channel = [](const mail::OutboxRepository::Backlog& b) { return b.channel; };
  return {
      per_item("platform_outbox_waiting", "Messages waiting to go out", false, list, "channel",
               channel, [](const mail::OutboxRepository::Backlog& b) { return b.waiting; }),
      per_item("platform_outbox_oldest_seconds", "Age of the oldest message waiting", false, list,
               "channel", channel,
               [](const mail::OutboxRepository::Backlog& b) {
                 const auto created = core::parse_utc(b.oldest);
                 if (!created) return 0.0;
                 return std::chrono::duration<double>(core::system_now() - *created).count();
               }),
  };
}

std::vector<Source> job_sources(const jobs::Runner& jobs) {
  const auto* runner = &jobs;
  const auto list = [runner] { return runner->stats(); };
  const auto job = [](const jobs::Runner::TaskStats& t) { return t.name; };
  return {
      per_item("platform_job_runs_total", "Runs of the background job", true, list, "job", job,
               [](const jobs::Runner::TaskStats& t) { return t.runs; }),
      per_item("platform_job_failures_total", "Runs that failed", true, list, "job", job,
               [](const jobs::Runner::TaskStats& t) { return t.failures; }),
      per_item("platform_job_seconds_total", "Time spent running", true, list, "job", job,
               [](const jobs::Runner::TaskStats& t) { return t.seconds; }),
      per_item("platform_job_lag_seconds", "How late the last run started", false, list, "job", job,
               [](const jobs::Runner::TaskStats& t) { return t.lag_seconds; }),
  };
}

std::vector<Source> renderer_sources(const site::RendererClient& renderer) {
  const auto* client = &renderer;
  return {
      {"platform_renderer_renders_total", "Pages asked of the page renderer", true,
       [client] { return one(static_cast<double>(client->statistics().renders)); }},
      {"platform_renderer_failures_total", "Renders that gave no markup", true,
       [client] { return one(static_cast<double>(client->statistics().failures)); }},
      {"platform_renderer_seconds_total", "Time spent waiting for renders", true,
       [client] { return one(client->statistics().seconds); }},
      {"platform_renderer_waiting", "Renders asked and not answered yet (drawn one at a time)",
       false, [client] { return one(static_cast<double>(client->statistics().waiting)); }},
  };
}

}  // namespace platform::monitoring
