#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/logging.hpp"

namespace platform::core {

// Everything the server is configured with, read once at start from flags and the environment.
struct Config {
  enum class Command { serve, migrate, seed, create_admin, backup, restore, help };

  Command command = Command::help;
  std::string host = "127.0.0.1";
  std::uint16_t port = 8080;
  std::string database_url = "sqlite:var/platform.db";
  std::string web_dir = "web/dist";
  std::string storage_dir = "var/storage";
  // Files in S3-compatible object storage instead of the folder (decision 0050): from
  // STORAGE_URL=s3://bucket[/prefix] or --storage-url; a --storage flag keeps the folder.
  struct ObjectStorage {
    std::string bucket;                  // empty: the folder storage_dir
    std::string prefix;                  // "" or "a/b/": keys are kept under it
    std::string endpoint;                // STORAGE_S3_ENDPOINT: "https://storage.yandexcloud.net"
    std::string region = "ru-central1";  // STORAGE_S3_REGION
    std::string access_key;              // STORAGE_S3_ACCESS_KEY (environment only)
    std::string secret_key;              // STORAGE_S3_SECRET_KEY (environment only)
  } object_storage;
  std::string base_domain = "localhost";
  bool demo = false;        // serve --demo, seed --demo
  bool check = false;       // migrate --check: report, change nothing
  std::string backup_dir;   // backup --to DIR, restore --from DIR
  bool reuse_port = false;  // serve --reuse-port: share a port another process listens on
  std::string log_file;     // append the log there (SIGHUP reopens it); empty: standard output
  // host:port the Prometheus metrics are served on (never the areas' port); empty: none.
  std::string metrics_address;
  unsigned bench_events = 0;                // seed --bench N: N generated events
  unsigned threads = 0;                     // io threads; 0 = one per core
  std::chrono::seconds header_timeout{30};  // a client must send its header in time
  std::chrono::seconds shutdown_grace{10};  // after SIGTERM, then the process exits regardless
  // Open connections one client address may hold (the trusted proxies are not counted).
  unsigned max_connections_per_address = 200;
  // Addresses of the reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed.
  std::vector<std::string> trusted_proxies;
  AccessLog access_log = AccessLog::all;   // which requests get an access line
  LogFormat log_format = LogFormat::text;  // text lines, or JSON objects for a log collector
  // The page renderer's file (decision 0034): empty for <web dir>-ssr/renderer.mjs, "off" for none.
  std::string renderer;
  std::string smtp_url;  // smtp://host:port or smtps://host:port; empty: mail stays in the outbox
  std::string smtp_from = "noreply@localhost";
  std::string smtp_user;      // SMTP_USER (environment only: secrets stay off the command line)
  std::string smtp_password;  // SMTP_PASSWORD (environment only)
  std::string sms_url;  // HTTP gateway taking POST {"to","text"}; empty: SMS stay in the outbox
  // The afisha's ticket office (decision 0046, docs/payments.md), environment only: the test
  // payment provider's signing secret (empty: a key of the server's own, kept in the database),
  // and how long an unpaid order holds its seats (15 minutes; tests shorten it).
  std::string payment_test_secret;                      // PAYMENT_TEST_SECRET
  unsigned long ticket_hold_seconds = 900;              // TICKET_HOLD_SECONDS
  unsigned long box_office_hold_seconds = 72UL * 3600;  // BOX_OFFICE_HOLD_SECONDS
  // The test payment provider pays without money: on with --demo, otherwise only when
  // PAYMENT_TEST_PROVIDER=on (never in production).
  // PAYMENT_TEST_PROVIDER=off keeps it off with --demo too.
  std::optional<bool> payment_test_provider;  // PAYMENT_TEST_PROVIDER
  // create-admin
  std::string admin_email;
  std::string admin_password;
  std::string admin_first_name = "Администратор";
  std::string admin_last_name = "Платформы";
};

// A command line that cannot be used; the message says which flag and why.
class ConfigError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

using EnvLookup = std::function<std::optional<std::string>(const std::string& name)>;

// Parses `platform-server COMMAND [flags]`. Flags win over environment variables, which win over
// the defaults. Throws ConfigError on unknown commands or flags and on out-of-range values.
Config parse_config(const std::vector<std::string>& args, const EnvLookup& env);

// The process environment.
std::optional<std::string> process_env(const std::string& name);

// The --help text.
std::string usage_text();

}  // namespace platform::core
