// Composition root: configuration -> database -> domain services -> router -> server.
#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "admin/routes.hpp"
#include "arenda/pages.hpp"
#include "arenda/routes.hpp"
#include "audit/repository.hpp"
#include "auth/contact.hpp"
#include "auth/crypto.hpp"
#include "auth/guard.hpp"
#include "auth/repository.hpp"
#include "auth/routes.hpp"
#include "auth/service.hpp"
#include "blog/pages.hpp"
#include "blog/routes.hpp"
#include "bravo/bookings_routes.hpp"
#include "bravo/pages.hpp"
#include "bravo/routes.hpp"
#include "cart/repository.hpp"
#include "cart/routes.hpp"
#include "cart/service.hpp"
#include "catalog/admin.hpp"
#include "catalog/bench_seed.hpp"
#include "catalog/pages.hpp"
#include "catalog/routes.hpp"
#include "catalog/service.hpp"
#include "content/page_heads.hpp"
#include "content/routes.hpp"
#include "core/config.hpp"
#include "core/logging.hpp"
#include "core/waiting.hpp"
#include "db/backup.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "files/uploads.hpp"
#include "http/app.hpp"
#include "http/server.hpp"
#include "jobs/runner.hpp"
#include "mail/admin_routes.hpp"
#include "mail/courier.hpp"
#include "mail/outbox.hpp"
#include "mail/postman.hpp"
#include "mail/senders.hpp"
#include "media/routes.hpp"
#include "monitoring/client_errors.hpp"
#include "monitoring/metrics.hpp"
#include "monitoring/sources.hpp"
#include "orders/repository.hpp"
#include "orders/routes.hpp"
#include "orders/service.hpp"
#include "pdf/drawn.hpp"
#include "people/directory.hpp"
#include "people/pages.hpp"
#include "people/portfolios.hpp"
#include "people/routes.hpp"
#include "recommend/routes.hpp"
#include "requests/routes.hpp"
#include "results/pages.hpp"
#include "results/routes.hpp"
#include "results/service.hpp"
#include "search/content_search.hpp"
#include "seed/demo.hpp"
#include "seo/routes.hpp"
#include "service_catalog/repository.hpp"
#include "service_catalog/routes.hpp"
#include "service_catalog/service.hpp"
#include "site/pages.hpp"
#include "site/renderer_client.hpp"
#include "site/renderer_process.hpp"
#include "storage/storage.hpp"
#include "system/routes.hpp"
#include "tickets/pages.hpp"
#include "tickets/routes.hpp"
#include "tickets/service.hpp"
#include "tickets/signing.hpp"
#include "users/repository.hpp"
#include "users/routes.hpp"
#include "users/service.hpp"

namespace {

using platform::core::Config;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.string() + ": build the web app first");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Each connection and each large kept page (sent with sendfile from an in-memory file) holds a
// descriptor: the soft limit of 1024 many systems start a process with would refuse connections
// long before memory or the hard limit runs out.
void raise_open_files_limit() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= limit.rlim_max) return;
  limit.rlim_cur = limit.rlim_max;
  if (::setrlimit(RLIMIT_NOFILE, &limit) != 0) spdlog::warn("cannot raise the open files limit");
}

unsigned io_threads(const Config& config) {
  if (config.threads > 0) return config.threads;
  return std::max(1u, std::thread::hardware_concurrency());
}

platform::mail::Courier make_courier(const Config& config,
                                     platform::mail::OutboxRepository& outbox) {
  std::unique_ptr<platform::mail::Mailer> mailer;
  if (!config.smtp_url.empty()) {
    mailer = platform::mail::make_smtp_mailer(
        {config.smtp_url, config.smtp_from, config.smtp_user, config.smtp_password, 5});
    spdlog::info("mail goes out through {}", config.smtp_url);
  } else {
    spdlog::info("no SMTP_URL: email stays in the outbox");
  }
  std::unique_ptr<platform::mail::SmsSender> sms;
  if (!config.sms_url.empty()) sms = platform::mail::make_http_sms_sender(config.sms_url, 5);
  return platform::mail::Courier(outbox, std::move(mailer), std::move(sms));
}

// The page renderer and its client (decision 0034), when there is one.
struct Rendering {
  std::unique_ptr<platform::site::RendererProcess> process;
  std::unique_ptr<platform::site::RendererClient> client;
};

// Starts the page renderer and has `pages` splice its markup, when --renderer names one.
Rendering start_rendering(const Config& config, platform::site::PageRenderer& pages,
                          platform::catalog::CatalogService& catalog,
                          const platform::cache::Versions& versions) {
  Rendering rendering;
  const auto script = platform::site::renderer_script(config.renderer, config.web_dir);
  if (!script) return rendering;
  rendering.process =
      std::make_unique<platform::site::RendererProcess>(platform::site::RendererProcess::Settings{
          .script = *script,
          .api_url = platform::site::api_url_for(config.host, config.port),
          .base_domain = config.base_domain});
  rendering.client = std::make_unique<platform::site::RendererClient>(
      rendering.process->socket_path(), [process = rendering.process.get()] { process->revive(); });
  const auto* client = rendering.client.get();
  pages.set_body_renderer([client](const std::string& url) { return client->render(url); },
                          versions, [client] { return client->ready(); });
  catalog.on_places_changed(pages.markup_dropper());
  return rendering;
}

// migrate --check: 0 current, 1 migrations to apply, 4 the database is newer than this binary.
int check_migrations(const Config& config) {
  platform::db::Database database(config.database_url, 1);
  const auto state = platform::db::migration_state(database);
  platform::db::refuse_unknown(state);  // exit code 4 in main
  if (state.pending.empty()) {
    spdlog::info("the database is current");
    return 0;
  }
  std::string names;
  for (const auto& name : state.pending) names += (names.empty() ? "" : ", ") + name;
  spdlog::info("{} migrations to apply: {}", state.pending.size(), names);
  return 1;
}

int create_admin(const Config& config) {
  platform::db::Database database(config.database_url, 1);
  platform::db::migrate(database);
  platform::users::UserRepository users(database);
  platform::auth::AuthRepository sessions(database);
  platform::mail::OutboxRepository outbox(database);
  platform::mail::Postman postman(outbox);
  platform::ratelimit::RateLimiter limits(database);
  platform::auth::AuthService auth(users, sessions, postman, limits);
  const auto user =
      auth.create_admin(platform::auth::normalize_email(config.admin_email), config.admin_password,
                        config.admin_first_name, config.admin_last_name);
  spdlog::info("user #{} {} has role Admin", user.id, user.email);
  return 0;
}

// Everything the metrics read at a scrape (docs/deploy.md, "Metrics").
void add_metric_sources(platform::monitoring::Metrics& metrics, platform::db::Database& database,
                        platform::mail::OutboxRepository& outbox, platform::jobs::Runner& jobs,
                        const platform::site::RendererClient* renderer) {
  namespace monitoring = platform::monitoring;
  auto sources = monitoring::process_sources();
  for (auto part : {monitoring::pool_sources(database), monitoring::cache_sources(),
                    monitoring::outbox_sources(outbox), monitoring::job_sources(jobs)}) {
    sources.insert(sources.end(), part.begin(), part.end());
  }
  if (renderer) {
    const auto part = monitoring::renderer_sources(*renderer);
    sources.insert(sources.end(), part.begin(), part.end());
  }
  sources.push_back({"platform_build_info", "The running version", false, [] {
                       return std::vector<monitoring::Sample>{{{{"version", PLATFORM_VERSION}}, 1}};
                     }});
  for (auto& source : sources) metrics.add(std::move(source));
}

int serve(const Config& config) {
  raise_open_files_limit();
  const unsigned threads = io_threads(config);
  const platform::http::ServerOptions server_options{
      .host = config.host,
      .port = config.port,
      .threads = threads,
      .header_timeout = config.header_timeout,
      .stop_deadline = config.shutdown_grace,
      .max_connections_per_address = config.max_connections_per_address,
      .unlimited_addresses = config.trusted_proxies,
      .reuse_port = config.reuse_port,
      .on_hangup = [] {
        if (platform::core::reopen_log_file())
          spdlog::info("SIGHUP received: the log file reopened");
        else
          spdlog::warn(
              "SIGHUP received: the log file cannot be opened again; writing to the old one");
      }};
  // One connection for each thread that may hold one at a time (decision 0047): the io threads,
  // the blocking pool, the job runner, the change poller and the metrics' scrape (the outbox
  // backlog). A lease never waits for another thread's nested one, so a full pool only means a
  // burst, and a lease waits seconds at most.
  const unsigned scrape_threads = config.metrics_address.empty() ? 0 : 1;
  platform::db::Database database(config.database_url,
                                  threads + server_options.blocking_threads + 2 + scrape_threads);
  platform::db::migrate(database);
  const auto stored = platform::storage::open(config);
  spdlog::info("files kept in the {}", stored->describe());
  if (config.demo) platform::seed::load_demo(database, stored.get());
  if (const int indexed = platform::catalog::index_missing_events(database)) {
    spdlog::info("search index: {} events indexed", indexed);
  }
  // The test builds check every row written from here on against the domain map (decision 0047).
  database.watch_domains();

  const std::filesystem::path web(config.web_dir);
  auto manifest = platform::site::RouteManifest::load(web / "routes.json");
  spdlog::info("web build {} with {} pages", manifest.version(), manifest.routes().size());
  platform::site::PageRenderer pages(read_text(web / "index.html"), std::move(manifest),
                                     config.base_domain);
  platform::http::StaticFiles files;
  files.load(web, {"index.html"});

  platform::http::Router api;
  const auto ready_checks = std::make_shared<platform::system::ReadyChecks>();
  platform::system::register_routes(api, database, ready_checks);
  ready_checks->files = [&stored] {
    try {
      (void)stored->exists("health/ready");  // absent or not: the storage answered
      return true;
    } catch (const platform::core::MustWait&) {
      throw;  // object storage is asked on the blocking pool
    } catch (const std::exception& e) {
      spdlog::warn("readiness: {}", e.what());
      return false;
    }
  };
  platform::users::UserRepository user_repository(database);
  platform::auth::AuthRepository auth_repository(database);
  platform::mail::OutboxRepository outbox(database);
  platform::mail::Courier courier = make_courier(config, outbox);
  // The files emails attach, rendered when they are sent (filled by the domains below).
  platform::mail::AttachmentSources attachments;
  courier.set_attachments(&attachments);
  platform::jobs::Runner jobs;
  platform::mail::Postman postman(outbox, [&jobs] { jobs.poke("outbox"); });
  platform::ratelimit::RateLimiter limits(database);
  platform::monitoring::ClientErrorRepository client_errors(database);
  platform::monitoring::register_routes(api, client_errors, limits);
  platform::auth::AuthService auth(user_repository, auth_repository, postman, limits);
  platform::audit::AuditRepository audit(database);
  platform::files::FileRepository file_repository(database);
  platform::files::Uploads uploads(file_repository, limits, *stored);
  platform::users::UserService users(user_repository, auth, audit, postman, uploads, *stored);
  const platform::auth::Guard guard(auth, config.base_domain);
  platform::auth::register_routes(api, guard, auth);
  platform::users::register_routes(api, guard, auth, users);
  platform::admin::register_routes(api, guard, users);
  platform::catalog::CatalogRepository catalog_repository(database);
  platform::catalog::CatalogService catalog(database, catalog_repository);
  const platform::catalog::PhotoStore event_photos(*stored);
  platform::catalog::register_routes(api, guard, catalog, event_photos);
  platform::site::SitemapSources sitemap;  // filled below by the content, blog and SEO domains
  // Contest results (decision 0045); the festival page's JSON-LD rates the event by its reviews.
  platform::results::ResultsRepository results_repository(database);
  // Diplomas and e-tickets are drawn once and kept where the server alone reads them.
  platform::pdf::DrawnPdfs drawn(*stored, limits);
  platform::results::ResultsService results(results_repository, audit, postman, drawn);
  platform::catalog::add_pages(pages, catalog, sitemap, [&results](const std::string& code) {
    std::optional<platform::catalog::ReviewRating> rating;
    if (const auto found = results.rating(code))
      rating = platform::catalog::ReviewRating{found->first, found->second};
    return rating;
  });
  platform::catalog::register_admin_routes(api, guard, database, audit, event_photos);
  platform::service_catalog::ServiceRepository service_repository(database);
  platform::service_catalog::ServiceCatalog services(service_repository, catalog);
  platform::service_catalog::register_routes(api, guard, services);
  platform::cart::CartRepository cart_repository(database);
  platform::cart::CartService carts(cart_repository, catalog, services, uploads, *stored);
  platform::cart::register_routes(api, guard, carts);
  platform::orders::OrderRepository order_repository(database);
  platform::orders::OrderService orders(order_repository, carts, catalog, services, postman);
  platform::orders::register_routes(api, guard, orders);
  platform::orders::register_admin_routes(api, guard, orders);
  platform::mail::register_admin_routes(api, guard, outbox);
  platform::content::PageRepository page_repository(database);
  platform::content::PageService content_pages(page_repository, audit, database);
  platform::content::LayoutRepository layout_repository(database);
  platform::content::LayoutService layouts(layout_repository, audit, database);
  platform::content::register_routes(api, guard, content_pages, layouts);
  platform::content::add_pages(pages, content_pages);
  pages.set_script_origin(
      [&layouts](const std::string& area) { return layouts.script_origin(area); });
  const platform::media::ContentImages content_images(*stored);
  const platform::media::ContentDocuments content_documents(*stored);
  platform::media::register_routes(api, guard, content_images, content_documents);
  platform::blog::BlogRepository blog_repository(database);
  platform::blog::BlogService blog(blog_repository, audit, database);
  content_pages.set_article_type_check([&blog_repository](const std::string& code) {
    return blog_repository.find_type(code).has_value();
  });
  platform::blog::register_routes(api, guard, blog);
  platform::blog::add_pages(pages, blog, config.base_domain);
  platform::recommend::RecommendationRepository recommendation_repository(database);
  platform::recommend::RecommendService recommendations(recommendation_repository, catalog, audit,
                                                        database);
  platform::recommend::register_routes(api, guard, recommendations);
  platform::seo::OverrideRepository seo_repository(database);
  platform::seo::SeoService seo(seo_repository, audit, database);
  platform::seo::register_routes(api, guard, seo);
  platform::seo::add_pages(pages, seo);
  platform::search::ContentSearch content_search(page_repository, blog_repository, database);
  platform::search::register_routes(api, guard, content_search);
  sitemap.sources.emplace_back([&content_pages](const std::string& area, auto& paths) {
    for (auto& path : content_pages.published_paths(area)) paths.push_back(std::move(path));
  });
  sitemap.sources.emplace_back([&blog](const std::string& area, auto& paths) {
    if (area != "main") return;
    for (auto& path : blog.sitemap_paths()) paths.push_back(std::move(path));
  });
  sitemap.excluded = [&seo](const std::string& area, const std::string& path) {
    const auto found = seo.find(area, path);
    return found && found->noindex;
  };
  platform::requests::RequestRepository request_repository(database);
  platform::requests::RequestService requests(request_repository, audit, postman, limits, *stored);
  platform::requests::register_routes(api, guard, requests);
  platform::arenda::ArendaRepository arenda_repository(database);
  platform::arenda::ArendaService arenda(arenda_repository, audit, postman, limits);
  platform::arenda::register_routes(api, guard, arenda);
  platform::arenda::add_pages(pages, arenda_repository, sitemap);
  platform::bravo::BravoRepository bravo_repository(database);
  platform::bravo::BravoCatalog bravo(bravo_repository);
  platform::bravo::register_routes(api, guard, bravo);
  platform::bravo::add_pages(pages, bravo, sitemap);
  platform::bravo::BookingsRepository bookings_repository(database);
  platform::bravo::BookingsService bookings(bookings_repository, bravo, audit, postman, limits);
  platform::bravo::register_booking_routes(api, guard, bookings);
  auth.on_phone_proven([&bookings](std::int64_t user_id, const std::string& phone) {
    bookings.link_phone(user_id, phone);
  });
  platform::people::PeopleRepository people_repository(database);
  platform::people::PeopleDirectory people(people_repository);
  platform::people::PortfolioService portfolios(people_repository, user_repository, audit, postman,
                                                uploads, content_images, *stored);
  platform::people::register_routes(api, guard, people, portfolios, config.base_domain);
  platform::people::add_pages(pages, people, sitemap);
  platform::results::register_routes(api, guard, results, config.base_domain);
  platform::results::add_pages(pages, results);
  // The afisha and its ticket office (decision 0046): the e-tickets' codes are signed with the
  // server's key, the test provider's notifications with PAYMENT_TEST_SECRET or a key of its own.
  platform::tickets::TicketService tickets(
      database, postman, limits, drawn, platform::tickets::server_secret(database, "tickets"),
      config.payment_test_secret.empty()
          ? platform::tickets::server_secret(database, "payments_test")
          : config.payment_test_secret,
      platform::tickets::HoldTimes{std::chrono::seconds(config.ticket_hold_seconds),
                                   std::chrono::seconds(config.box_office_hold_seconds)},
      config.payment_test_provider.value_or(config.demo));
  platform::tickets::register_routes(api, guard, tickets);
  platform::tickets::add_pages(pages, tickets, sitemap);
  attachments.add("ticket",
                  [&tickets](const std::string& code) { return tickets.eticket_attachment(code); });

  // What other copies of the server change reaches this one's caches within a second.
  const platform::db::ChangePoller poller(database.changes(), std::chrono::seconds(1));
  // Background work (decision 0021): the outbox at once when something is queued (and every few
  // seconds for retries), the clean-up of what has expired every hour.
  jobs.every("outbox", std::chrono::seconds(5), [&courier] { courier.deliver_due(); });
  jobs.every(
      "clean-up", std::chrono::hours(1), [&auth_repository, &limits, &uploads, &client_errors] {
        const auto day_ago =
            platform::core::format_utc(platform::core::system_now() - std::chrono::hours(24));
        const auto year_ago = platform::core::format_utc(
            platform::core::system_now() - std::chrono::seconds(platform::auth::kDeviceSeconds));
        const auto stale = auth_repository.delete_stale(day_ago, year_ago);
        const auto counts = limits.forget_older_than(std::chrono::hours(24));
        const int files = uploads.sweep();
        const auto errors = client_errors.delete_seen_before(
            platform::core::format_utc(platform::core::system_now() - std::chrono::hours(24 * 30)));
        spdlog::info(
            "clean-up: {} sessions, codes, attempts and devices, {} counts, {} uploads, {} client "
            "errors removed",
            stale, counts, files, errors);
      });
  // Unpaid ticket holds give their seats back soon after their time (decision 0046): every 30 s,
  // or a third of a shorter hold.
  jobs.every("ticket-holds",
             std::chrono::seconds(std::clamp<unsigned long>(config.ticket_hold_seconds / 3, 1, 30)),
             [&tickets] { tickets.expire_holds(); });
  jobs.start();
  // Stopped before anything its tasks use goes (some of it is declared after the runner).
  const struct StopJobs {
    platform::jobs::Runner& runner;
    ~StopJobs() { runner.stop(); }
  } stop_jobs{jobs};

  // Before the App and the server: the renderer outlives every request that may ask it.
  const Rendering rendering =
      start_rendering(config, pages, catalog, database.changes().versions());
  if (const auto* client = rendering.client.get()) {
    ready_checks->renderer = [client] { return client->ready(); };
  }
  // After everything it reads, so it stops serving before any of it goes.
  platform::monitoring::Metrics metrics;
  if (!config.metrics_address.empty()) {
    add_metric_sources(metrics, database, outbox, jobs, rendering.client.get());
    metrics.serve(config.metrics_address);
    spdlog::info("metrics on http://{}/metrics", config.metrics_address);
  }
  platform::http::App app(config.base_domain, std::move(api), std::move(files), std::move(pages));
  if (!config.metrics_address.empty()) app.count_requests(&metrics);
  app.serve_storage(*stored);
  app.trust_proxies(platform::http::TrustedProxies(config.trusted_proxies));
  app.log_requests(config.access_log, config.log_format);
  platform::http::Server server(app, server_options);
  spdlog::info("database: {}", platform::db::backend_name(database.backend()));
  server.run();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  try {
    config = platform::core::parse_config({argv + 1, argv + argc}, platform::core::process_env);
  } catch (const platform::core::ConfigError& e) {
    std::cerr << "platform-server: " << e.what() << "\n\n" << platform::core::usage_text();
    return 2;
  }
  if (config.command == Config::Command::help) {
    std::cout << platform::core::usage_text();
    return 0;
  }

  // A peer or a log reader that went away must give EPIPE on write, never kill the server; a
  // SIGHUP (logrotate) before the server listens is ignored, after it the log is reopened.
  std::signal(SIGPIPE, SIG_IGN);
  std::signal(SIGHUP, SIG_IGN);
  try {
    platform::core::set_up_logging(config.log_file, config.log_format);
  } catch (const std::exception& e) {
    std::cerr << "platform-server: " << e.what() << "\n";
    return 2;
  }
  platform::auth::init_crypto();
  int exit_code = 0;
  try {
    if (config.command == Config::Command::serve) {
      exit_code = serve(config);
    } else if (config.command == Config::Command::create_admin) {
      exit_code = create_admin(config);
    } else if (config.command == Config::Command::backup) {
      platform::db::backup(config.database_url, *platform::storage::open(config),
                           config.backup_dir);
    } else if (config.command == Config::Command::restore) {
      platform::db::restore(config.backup_dir, config.database_url,
                            *platform::storage::open(config));
    } else if (config.command == Config::Command::migrate && config.check) {
      exit_code = check_migrations(config);
    } else {
      platform::db::Database database(config.database_url, 1);
      const int applied = platform::db::migrate(database);
      spdlog::info("{} migrations applied", applied);
      if (config.command == Config::Command::seed &&
          !platform::seed::load_demo(database, platform::storage::open(config).get())) {
        spdlog::info("demo data already present");
      }
      if (config.command == Config::Command::seed && config.bench_events > 0) {
        const int n = static_cast<int>(config.bench_events);
        if (platform::catalog::seed_bench(database, n)) {
          spdlog::info("benchmark data loaded: {} events", n);
        } else {
          spdlog::info("benchmark data already present");
        }
      }
    }
  } catch (const platform::http::PortTaken& e) {
    spdlog::critical("{}", e.what());
    exit_code = 3;
  } catch (const platform::db::UnknownMigrations& e) {
    spdlog::critical("{}", e.what());
    exit_code = 4;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    exit_code = 1;
  }
  platform::core::shut_down_logging();
  spdlog::shutdown();
  return exit_code;
}
