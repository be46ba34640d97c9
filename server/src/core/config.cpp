#include "core/config.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <map>

#include "core/concat.hpp"

namespace platform::core {
namespace {

unsigned long parse_unsigned(const std::string& flag, const std::string& text, unsigned long min,
                             unsigned long max) {
  unsigned long value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end || value < min || value > max) {
    throw ConfigError(flag + " must be a whole number from " + std::to_string(min) + " to " +
                      std::to_string(max) + ", got '" + text + "'");
  }
  return value;
}

void check_database_url(const std::string& url) {
  const bool sqlite = url.rfind("sqlite:", 0) == 0 && url.size() > 7;
  const bool postgres = url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0;
  if (!sqlite && !postgres) {
    throw ConfigError("--database must be sqlite:PATH or postgresql://..., got '" + url + "'");
  }
}

void check_base_domain(const std::string& domain) {
  if (domain.empty() || domain.find_first_of("/:?# ") != std::string::npos) {
    throw ConfigError("--base-domain must be a bare host name such as example.ru, got '" + domain +
                      "'");
  }
}

// host:port with a port from 1 to 65535 (the metrics' listen address).
void check_listen_address(const std::string& flag, const std::string& address) {
  const auto colon = address.rfind(':');
  const bool ok = colon != std::string::npos && colon > 0 && colon + 1 < address.size() &&
                  address.find_first_of("/?# ") == std::string::npos &&
                  address.find_first_not_of("0123456789", colon + 1) == std::string::npos &&
                  address.size() - colon - 1 <= 5 && std::stoul(address.substr(colon + 1)) >= 1 &&
                  std::stoul(address.substr(colon + 1)) <= 65535;
  if (!ok)
    throw ConfigError(flag + " must be HOST:PORT such as 127.0.0.1:9100, got '" + address + "'");
}

// "s3://bucket" or "s3://bucket/some/prefix": the bucket (3-63 of a-z, 0-9, '.', '-', as S3
// names them) and the prefix keys are kept under, ending in '/'.
void set_storage_url(Config::ObjectStorage& storage, const std::string& flag,
                     const std::string& url) {
  constexpr std::string_view scheme = "s3://";
  const auto rest = std::string_view(url).substr(std::min(url.size(), scheme.size()));
  const auto slash = std::min(rest.find('/'), rest.size());
  const auto bucket = rest.substr(0, slash);
  auto prefix = std::string(rest.substr(std::min(slash + 1, rest.size())));
  while (prefix.ends_with('/')) prefix.pop_back();
  const bool ok = url.starts_with(scheme) && bucket.size() >= 3 && bucket.size() <= 63 &&
                  bucket.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") ==
                      std::string_view::npos &&
                  prefix.size() <= 200 &&
                  prefix.find_first_not_of(
                      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                      "0123456789._-/") == std::string::npos &&
                  prefix.find("//") == std::string::npos && !prefix.starts_with('/') &&
                  !prefix.starts_with('.') && prefix.find("/.") == std::string::npos;
  if (!ok) {
    throw ConfigError(flag + " must be s3://BUCKET or s3://BUCKET/PREFIX, got '" + url + "'");
  }
  storage.bucket = bucket;
  storage.prefix = prefix.empty() ? "" : prefix + "/";
}

// Object storage needs its address and both keys; the keys come from the environment only.
void check_object_storage(const Config::ObjectStorage& storage) {
  if (storage.bucket.empty()) return;
  if (!storage.endpoint.starts_with("https://") && !storage.endpoint.starts_with("http://")) {
    throw ConfigError(
        "STORAGE_S3_ENDPOINT must be the object storage's http(s):// address, such as "
        "https://storage.yandexcloud.net, got '" +
        storage.endpoint + "'");
  }
  if (storage.region.empty() || storage.region.find_first_not_of(
                                    "abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos) {
    throw ConfigError("STORAGE_S3_REGION must be a region name such as ru-central1, got '" +
                      storage.region + "'");
  }
  if (storage.access_key.empty() || storage.secret_key.empty())
    throw ConfigError("object storage needs STORAGE_S3_ACCESS_KEY and STORAGE_S3_SECRET_KEY");
}

// "127.0.0.1,::1" -> the addresses; each must be a plain IPv4 or IPv6 address.
std::vector<std::string> parse_addresses(const std::string& flag, const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    std::string item = text.substr(start, comma - start);
    item.erase(0, item.find_first_not_of(' '));
    item.erase(item.find_last_not_of(' ') + 1);
    const bool address_like =
        !item.empty() && item.size() <= 45 &&
        item.find_first_not_of("0123456789abcdefABCDEF.:") == std::string::npos;
    if (!address_like) {
      throw ConfigError(
          core::concat(flag, " must list IP addresses separated by commas, got '", text, "'"));
    }
    out.push_back(item);
    start = comma + 1;
  }
  return out;
}

LogFormat parse_log_format(const std::string& flag, const std::string& text) {
  if (text == "text") return LogFormat::text;
  if (text == "json") return LogFormat::json;
  throw ConfigError(flag + " must be text or json, got '" + text + "'");
}

AccessLog parse_access_log(const std::string& flag, const std::string& text) {
  if (text == "all") return AccessLog::all;
  if (text == "errors") return AccessLog::errors;
  if (text == "off") return AccessLog::off;
  throw ConfigError(flag + " must be all, errors or off, got '" + text + "'");
}

}  // namespace

std::optional<std::string> process_env(const std::string& name) {
  if (const char* v = std::getenv(name.c_str()); v != nullptr && *v != '\0') return std::string(v);
  return std::nullopt;
}

Config parse_config(const std::vector<std::string>& args, const EnvLookup& env) {
  Config c;
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") return c;

  static const std::map<std::string, Config::Command> commands = {
      {"serve", Config::Command::serve},   {"migrate", Config::Command::migrate},
      {"seed", Config::Command::seed},     {"create-admin", Config::Command::create_admin},
      {"backup", Config::Command::backup}, {"restore", Config::Command::restore},
  };
  const auto cmd = commands.find(args[0]);
  if (cmd == commands.end()) throw ConfigError("unknown command '" + args[0] + "'");
  c.command = cmd->second;

  // Environment first, so that flags override it.
  if (auto v = env("PORT"))
    c.port = static_cast<std::uint16_t>(parse_unsigned("PORT", *v, 1, 65535));
  if (auto v = env("HOST")) c.host = *v;
  if (auto v = env("DATABASE_URL")) c.database_url = *v;
  if (auto v = env("WEB_DIR")) c.web_dir = *v;
  if (auto v = env("STORAGE_DIR")) c.storage_dir = *v;
  if (auto v = env("STORAGE_URL")) set_storage_url(c.object_storage, "STORAGE_URL", *v);
  if (auto v = env("STORAGE_S3_ENDPOINT")) c.object_storage.endpoint = *v;
  if (auto v = env("STORAGE_S3_REGION")) c.object_storage.region = *v;
  if (auto v = env("STORAGE_S3_ACCESS_KEY")) c.object_storage.access_key = *v;
  if (auto v = env("STORAGE_S3_SECRET_KEY")) c.object_storage.secret_key = *v;
  if (auto v = env("BASE_DOMAIN")) c.base_domain = *v;
  if (auto v = env("THREADS"))
    c.threads = static_cast<unsigned>(parse_unsigned("THREADS", *v, 1, 256));
  if (auto v = env("SMTP_URL")) c.smtp_url = *v;
  if (auto v = env("SMTP_FROM")) c.smtp_from = *v;
  if (auto v = env("SMTP_USER")) c.smtp_user = *v;
  if (auto v = env("SMTP_PASSWORD")) c.smtp_password = *v;
  if (auto v = env("SMS_URL")) c.sms_url = *v;
  if (auto v = env("TRUSTED_PROXIES")) c.trusted_proxies = parse_addresses("TRUSTED_PROXIES", *v);
  if (auto v = env("ACCESS_LOG")) c.access_log = parse_access_log("ACCESS_LOG", *v);
  if (auto v = env("LOG_FORMAT")) c.log_format = parse_log_format("LOG_FORMAT", *v);
  if (auto v = env("RENDERER")) c.renderer = *v;
  if (auto v = env("LOG_FILE")) c.log_file = *v;
  if (auto v = env("METRICS_ADDRESS")) c.metrics_address = *v;
  if (auto v = env("PAYMENT_TEST_SECRET")) c.payment_test_secret = *v;
  if (auto v = env("PAYMENT_TEST_PROVIDER")) {
    if (*v != "on" && *v != "off") throw ConfigError("PAYMENT_TEST_PROVIDER must be on or off");
    c.payment_test_provider = *v == "on";
  }
  if (auto v = env("TICKET_HOLD_SECONDS"))
    c.ticket_hold_seconds = parse_unsigned("TICKET_HOLD_SECONDS", *v, 1, 86400);
  if (auto v = env("BOX_OFFICE_HOLD_SECONDS"))
    c.box_office_hold_seconds = parse_unsigned("BOX_OFFICE_HOLD_SECONDS", *v, 1, 30UL * 86400);
  if (auto v = env("SHUTDOWN_GRACE")) {
    c.shutdown_grace = std::chrono::seconds(parse_unsigned("SHUTDOWN_GRACE", *v, 1, 3600));
  }
  if (auto v = env("MAX_CONNECTIONS_PER_ADDRESS")) {
    c.max_connections_per_address =
        static_cast<unsigned>(parse_unsigned("MAX_CONNECTIONS_PER_ADDRESS", *v, 1, 100000));
  }
  if (auto v = env("HEADER_TIMEOUT")) {
    c.header_timeout = std::chrono::seconds(parse_unsigned("HEADER_TIMEOUT", *v, 1, 3600));
  }

  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw ConfigError(flag + " needs a value");
      return args[++i];
    };
    if (flag == "--help" || flag == "-h") {
      c.command = Config::Command::help;
    } else if (flag == "--host") {
      c.host = value();
    } else if (flag == "--port") {
      c.port = static_cast<std::uint16_t>(parse_unsigned(flag, value(), 1, 65535));
    } else if (flag == "--database") {
      c.database_url = value();
    } else if (flag == "--web") {
      c.web_dir = value();
    } else if (flag == "--storage") {
      c.storage_dir = value();
      c.object_storage.bucket.clear();  // the folder named here, whatever the environment says
    } else if (flag == "--storage-url") {
      set_storage_url(c.object_storage, flag, value());
    } else if (flag == "--base-domain") {
      c.base_domain = value();
    } else if (flag == "--threads") {
      c.threads = static_cast<unsigned>(parse_unsigned(flag, value(), 1, 256));
    } else if (flag == "--shutdown-grace") {
      c.shutdown_grace = std::chrono::seconds(parse_unsigned(flag, value(), 1, 3600));
    } else if (flag == "--max-connections-per-address") {
      c.max_connections_per_address =
          static_cast<unsigned>(parse_unsigned(flag, value(), 1, 100000));
    } else if (flag == "--header-timeout") {
      c.header_timeout = std::chrono::seconds(parse_unsigned(flag, value(), 1, 3600));
    } else if (flag == "--smtp-url") {
      c.smtp_url = value();
    } else if (flag == "--smtp-from") {
      c.smtp_from = value();
    } else if (flag == "--sms-url") {
      c.sms_url = value();
    } else if (flag == "--trusted-proxies") {
      c.trusted_proxies = parse_addresses(flag, value());
    } else if (flag == "--access-log") {
      c.access_log = parse_access_log(flag, value());
    } else if (flag == "--renderer") {
      c.renderer = value();
      if (c.renderer.empty()) throw ConfigError("--renderer needs a file or off");
    } else if (flag == "--email" && c.command == Config::Command::create_admin) {
      c.admin_email = value();
    } else if (flag == "--password" && c.command == Config::Command::create_admin) {
      c.admin_password = value();
    } else if (flag == "--first-name" && c.command == Config::Command::create_admin) {
      c.admin_first_name = value();
    } else if (flag == "--last-name" && c.command == Config::Command::create_admin) {
      c.admin_last_name = value();
    } else if (flag == "--demo") {
      c.demo = true;
    } else if (flag == "--check" && c.command == Config::Command::migrate) {
      c.check = true;
    } else if ((flag == "--to" && c.command == Config::Command::backup) ||
               (flag == "--from" && c.command == Config::Command::restore)) {
      c.backup_dir = value();
    } else if (flag == "--reuse-port" && c.command == Config::Command::serve) {
      c.reuse_port = true;
    } else if (flag == "--log-format") {
      c.log_format = parse_log_format(flag, value());
    } else if (flag == "--log-file") {
      c.log_file = value();
    } else if (flag == "--metrics-address") {
      c.metrics_address = value();
    } else if (flag == "--bench" && c.command == Config::Command::seed) {
      c.bench_events = static_cast<unsigned>(parse_unsigned(flag, value(), 1, 1000000));
    } else {
      throw ConfigError("unknown flag '" + flag + "'");
    }
  }
  if (c.command == Config::Command::seed && !c.demo && c.bench_events == 0) {
    throw ConfigError("seed needs --demo or --bench N");
  }
  if (c.command == Config::Command::backup && c.backup_dir.empty())
    throw ConfigError("backup needs --to DIR (a new or empty folder)");
  if (c.command == Config::Command::restore && c.backup_dir.empty())
    throw ConfigError("restore needs --from DIR (a folder backup wrote)");
  if (c.command == Config::Command::create_admin) {
    if (c.admin_email.find('@') == std::string::npos)
      throw ConfigError("create-admin needs --email with an email address");
    if (c.admin_password.size() < 8) {
      throw ConfigError("create-admin needs --password of at least 8 characters");
    }
  }
  if (!c.smtp_url.empty() && c.smtp_url.rfind("smtp://", 0) != 0 &&
      c.smtp_url.rfind("smtps://", 0) != 0) {
    throw ConfigError("--smtp-url must be smtp://host:port or smtps://host:port, got '" +
                      c.smtp_url + "'");
  }
  if (!c.sms_url.empty() && c.sms_url.rfind("http://", 0) != 0 &&
      c.sms_url.rfind("https://", 0) != 0) {
    throw ConfigError("--sms-url must be an http:// or https:// URL, got '" + c.sms_url + "'");
  }
  check_object_storage(c.object_storage);
  if (!c.metrics_address.empty()) check_listen_address("--metrics-address", c.metrics_address);
  check_database_url(c.database_url);
  check_base_domain(c.base_domain);
  return c;
}

std::string usage_text() {
  return R"(platform-server: the festival platform's HTTP server.

Usage:
  platform-server serve [flags]      serve the API, the web app and uploaded files
  platform-server migrate [flags]    apply pending database migrations and exit
  platform-server migrate --check    say whether the database is current, change nothing:
                                     exit 0 current, 1 migrations to apply, 4 the database is
                                     newer than this binary
  platform-server seed --demo        load the demo data set into an empty database
  platform-server seed --bench N     the demo data set plus N generated events (benchmarks)
  platform-server create-admin --email E --password P [--first-name F] [--last-name L]
                                     create a user with role Admin, or give an existing one it
  platform-server backup --to DIR    the database (a consistent snapshot, while copies write)
                                     and the storage folder into a new folder
  platform-server restore --from DIR put a backup back (stop the copies first)
  platform-server --help

Flags (each also read from the environment variable in brackets; flags win):
  --host ADDR            listen address            [HOST]            default 127.0.0.1
  --port N               listen port               [PORT]            default 8080
  --database URL         sqlite:PATH or postgresql://user@host:port/db
                                                   [DATABASE_URL]    default sqlite:var/platform.db
  --web DIR              built web app             [WEB_DIR]         default web/dist
  --storage DIR          uploaded files            [STORAGE_DIR]     default var/storage
  --storage-url URL      s3://BUCKET[/PREFIX]: the files in S3-compatible object storage instead
                         (every copy on every host names the same); --storage keeps the folder
                                                   [STORAGE_URL]
                         its address, region and keys (the keys: environment only)
                                                   [STORAGE_S3_ENDPOINT] [STORAGE_S3_REGION]
                                                   default ru-central1
                                                   [STORAGE_S3_ACCESS_KEY] [STORAGE_S3_SECRET_KEY]
  --base-domain HOST     domain whose subdomains are the site areas
                                                   [BASE_DOMAIN]     default localhost
  --threads N            io threads                [THREADS]         default one per core
  --header-timeout S     seconds a client has to send its request header
                                                   [HEADER_TIMEOUT]  default 30
  --shutdown-grace S     seconds running requests get after SIGTERM; then the process exits
                         even if one is stuck          [SHUTDOWN_GRACE]  default 10
  --smtp-url URL         smtp://host:port or smtps://host:port; unset: mail stays in the outbox
                                                   [SMTP_URL]
  --smtp-from ADDR       sender address            [SMTP_FROM]       default noreply@localhost
                         SMTP login and password: environment only [SMTP_USER] [SMTP_PASSWORD]
  --sms-url URL          SMS gateway (POST JSON {to, text}); unset: SMS stay in the outbox
                                                   [SMS_URL]
                         the test payment provider (pays without money): on with --demo unless
                         set off, else off
                                                   [PAYMENT_TEST_PROVIDER] on|off
                         the test payment provider's secret: environment only
                                                   [PAYMENT_TEST_SECRET]
                         seconds an unpaid ticket order holds its seats
                                                   [TICKET_HOLD_SECONDS] default 900
                         seconds a box-office booking waits for its payment (never past the
                         end of the day before the show)
                                                   [BOX_OFFICE_HOLD_SECONDS] default 259200
  --trusted-proxies LIST reverse proxies (IP addresses, comma-separated) whose X-Forwarded-For
                         and X-Forwarded-Proto are believed; default none
                                                   [TRUSTED_PROXIES]
  --max-connections-per-address N
                         open connections one client address may hold; more are closed at once
                         (trusted proxies are not limited)
                                                   [MAX_CONNECTIONS_PER_ADDRESS] default 200
  --access-log MODE      access lines for all requests, only errors (4xx, 5xx), or off
                                                   [ACCESS_LOG]      default all
  --renderer FILE|off    the page renderer (node FILE) that puts React's markup into pages;
                         off: the browser renders them; a missing FILE also means off
                                                   [RENDERER]        default <web>-ssr/renderer.mjs
  --log-format FORMAT    text lines, or json: one object per line (time with its zone, level,
                         message; access lines with request id, client address, user agent,
                         user id, route, status, size, duration) for a log collector
                                                   [LOG_FORMAT]      default text
  --log-file PATH         append the log to PATH instead of standard output; SIGHUP reopens
                         it (logrotate), and never stops the server
                                                   [LOG_FILE]        default standard output
  --metrics-address HOST:PORT
                         serve Prometheus metrics at http://HOST:PORT/metrics, an address of
                         their own (keep it off the internet: 127.0.0.1 or a private network)
                                                   [METRICS_ADDRESS] default none
  --reuse-port           serve: listen on a port another process listens on (a restart without
                         a gap); without it a taken port stops the start with exit code 3
  --demo                 serve: migrate and load demo data into an empty database

Exit codes: 0 done, 1 failed, 2 a bad command line or setting, 3 the port is taken, 4 the
database has migrations this binary does not know (migrate --check: 1 = migrations to apply).
)";
}

}  // namespace platform::core
