// Composition root: configuration -> database -> domain services -> router -> server.
#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "core/config.hpp"
#include "core/logging.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "http/app.hpp"
#include "http/server.hpp"
#include "monitoring/client_errors.hpp"
#include "seed/demo.hpp"
#include "site/pages.hpp"
#include "system/routes.hpp"

namespace {

using platform::core::Config;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.string() + ": build the web app first");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

unsigned io_threads(const Config& config) {
  if (config.threads > 0) return config.threads;
  return std::max(1u, std::thread::hardware_concurrency());
}

int serve(const Config& config) {
  const unsigned threads = io_threads(config);
  platform::db::Database database(config.database_url, threads);
  platform::db::migrate(database);
  if (config.demo) platform::seed::load_demo(database);
  std::filesystem::create_directories(config.storage_dir);

  const std::filesystem::path web(config.web_dir);
  auto manifest = platform::site::RouteManifest::load(web / "routes.json");
  spdlog::info("web build {} with {} pages", manifest.version(), manifest.routes().size());
  platform::site::PageRenderer pages(read_text(web / "index.html"), std::move(manifest),
                                     config.base_domain);
  platform::http::StaticFiles files;
  files.load(web, {"index.html"});

  platform::http::Router api;
  platform::system::register_routes(api, database);
  platform::monitoring::ClientErrorRepository client_errors(database);
  platform::monitoring::register_routes(api, client_errors);

  const platform::http::App app(config.base_domain, std::move(api), std::move(files),
                                std::move(pages));
  platform::http::Server server(app, {.host = config.host,
                                      .port = config.port,
                                      .threads = threads,
                                      .header_timeout = config.header_timeout});
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

  platform::core::set_up_logging();
  int exit_code = 0;
  try {
    if (config.command == Config::Command::serve) {
      exit_code = serve(config);
    } else {
      platform::db::Database database(config.database_url, 1);
      const int applied = platform::db::migrate(database);
      spdlog::info("{} migrations applied", applied);
      if (config.command == Config::Command::seed && !platform::seed::load_demo(database)) {
        spdlog::info("demo data already present");
      }
    }
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    exit_code = 1;
  }
  spdlog::shutdown();
  return exit_code;
}
