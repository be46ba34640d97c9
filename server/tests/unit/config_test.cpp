#include "core/config.hpp"

#include <gtest/gtest.h>

#include <map>

using platform::core::Config;
using platform::core::ConfigError;
using platform::core::parse_config;

namespace {
platform::core::EnvLookup env_of(std::map<std::string, std::string> vars) {
  return [vars = std::move(vars)](const std::string& name) -> std::optional<std::string> {
    const auto it = vars.find(name);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}
const auto no_env = env_of({});
}  // namespace

TEST(Config, DefaultsForServe) {
  const Config c = parse_config({"serve"}, no_env);
  EXPECT_EQ(c.command, Config::Command::serve);
  EXPECT_EQ(c.host, "127.0.0.1");
  EXPECT_EQ(c.port, 8080);
  EXPECT_EQ(c.database_url, "sqlite:var/platform.db");
  EXPECT_EQ(c.web_dir, "web/dist");
  EXPECT_EQ(c.base_domain, "localhost");
  EXPECT_FALSE(c.demo);
}

TEST(Config, FlagsOverrideEnvironment) {
  const auto env = env_of({{"PORT", "9000"},
                           {"DATABASE_URL", "postgresql://u@h:5/db"},
                           {"BASE_DOMAIN", "festival.ru"},
                           {"WEB_DIR", "/srv/web"}});
  Config c = parse_config({"serve"}, env);
  EXPECT_EQ(c.port, 9000);
  EXPECT_EQ(c.database_url, "postgresql://u@h:5/db");
  EXPECT_EQ(c.base_domain, "festival.ru");
  EXPECT_EQ(c.web_dir, "/srv/web");
  c = parse_config({"serve", "--port", "9100", "--database", "sqlite:/tmp/x.db", "--demo"}, env);
  EXPECT_EQ(c.port, 9100);
  EXPECT_EQ(c.database_url, "sqlite:/tmp/x.db");
  EXPECT_TRUE(c.demo);
}

TEST(Config, RefusesBadValuesWithReasons) {
  EXPECT_THROW(parse_config({"serve", "--port", "0"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--port", "70000"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--port", "80x"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--port"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--database", "mysql://x"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--base-domain", "http://x.ru"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--bogus"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"launch"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"seed"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve"}, env_of({{"PORT", "abc"}})), ConfigError);
}

TEST(Config, HelpAndSubcommands) {
  EXPECT_EQ(parse_config({}, no_env).command, Config::Command::help);
  EXPECT_EQ(parse_config({"--help"}, no_env).command, Config::Command::help);
  EXPECT_EQ(parse_config({"migrate"}, no_env).command, Config::Command::migrate);
  EXPECT_EQ(parse_config({"seed", "--demo"}, no_env).command, Config::Command::seed);
  EXPECT_EQ(parse_config({"serve", "--header-timeout", "2"}, no_env).header_timeout.count(), 2);
}

TEST(Config, ShutdownGraceFromFlagOrEnvironment) {
  EXPECT_EQ(parse_config({"serve"}, no_env).shutdown_grace.count(), 10);
  EXPECT_EQ(parse_config({"serve", "--shutdown-grace", "3"}, no_env).shutdown_grace.count(), 3);
  EXPECT_EQ(parse_config({"serve"}, env_of({{"SHUTDOWN_GRACE", "20"}})).shutdown_grace.count(), 20);
  EXPECT_THROW(parse_config({"serve", "--shutdown-grace", "0"}, no_env), ConfigError);
}

TEST(Config, MailSettingsFromEnvironmentAndFlags) {
  const auto env = env_of({{"SMTP_URL", "smtps://mail.festival.ru:465"},
                           {"SMTP_FROM", "robot@festival.ru"},
                           {"SMTP_USER", "robot"},
                           {"SMTP_PASSWORD", "secret"},
                           {"SMS_URL", "https://sms.example/send"}});
  Config c = parse_config({"serve"}, env);
  EXPECT_EQ(c.smtp_url, "smtps://mail.festival.ru:465");
  EXPECT_EQ(c.smtp_from, "robot@festival.ru");
  EXPECT_EQ(c.smtp_user, "robot");
  EXPECT_EQ(c.smtp_password, "secret");
  EXPECT_EQ(c.sms_url, "https://sms.example/send");
  c = parse_config(
      {"serve", "--smtp-url", "smtp://127.0.0.1:2525", "--sms-url", "http://127.0.0.1:9/"}, env);
  EXPECT_EQ(c.smtp_url, "smtp://127.0.0.1:2525");
  EXPECT_EQ(c.sms_url, "http://127.0.0.1:9/");
  EXPECT_TRUE(parse_config({"serve"}, no_env).smtp_url.empty()) << "offline by default";
  EXPECT_THROW(parse_config({"serve", "--smtp-url", "mail.festival.ru"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--sms-url", "ftp://x"}, no_env), ConfigError);
}

TEST(Config, CreateAdmin) {
  const Config c = parse_config({"create-admin", "--email", "boss@festival.ru", "--password",
                                 "long-enough", "--first-name", "Ирина", "--last-name", "Главная"},
                                no_env);
  EXPECT_EQ(c.command, Config::Command::create_admin);
  EXPECT_EQ(c.admin_email, "boss@festival.ru");
  EXPECT_EQ(c.admin_password, "long-enough");
  EXPECT_EQ(c.admin_first_name, "Ирина");
  EXPECT_EQ(c.admin_last_name, "Главная");
  EXPECT_THROW(parse_config({"create-admin", "--password", "long-enough"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"create-admin", "--email", "a@b.ru", "--password", "short"}, no_env),
               ConfigError);
  EXPECT_THROW(parse_config({"serve", "--email", "a@b.ru"}, no_env), ConfigError)
      << "only for create-admin";
}

TEST(Config, SeedBenchTakesAnEventCount) {
  EXPECT_EQ(parse_config({"seed", "--bench", "10000"}, no_env).bench_events, 10000u);
  EXPECT_EQ(parse_config({"seed", "--demo", "--bench", "5"}, no_env).bench_events, 5u);
  EXPECT_THROW(parse_config({"seed", "--bench", "0"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"seed", "--bench"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--bench", "5"}, no_env), ConfigError);
}

TEST(Config, TrustedProxiesAreAddressesAndNoneByDefault) {
  EXPECT_TRUE(parse_config({"serve"}, no_env).trusted_proxies.empty());
  const auto c = parse_config({"serve", "--trusted-proxies", "127.0.0.1, ::1"}, no_env);
  EXPECT_EQ(c.trusted_proxies, (std::vector<std::string>{"127.0.0.1", "::1"}));
  EXPECT_EQ(parse_config({"serve"}, env_of({{"TRUSTED_PROXIES", "10.0.0.5"}})).trusted_proxies,
            std::vector<std::string>{"10.0.0.5"});
  EXPECT_THROW(parse_config({"serve", "--trusted-proxies", "nginx.local"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--trusted-proxies", "127.0.0.1,,"}, no_env), ConfigError);
}

TEST(Config, AccessLogModes) {
  EXPECT_EQ(parse_config({"serve"}, no_env).access_log, platform::core::AccessLog::all);
  EXPECT_EQ(parse_config({"serve", "--access-log", "errors"}, no_env).access_log,
            platform::core::AccessLog::errors);
  EXPECT_EQ(parse_config({"serve"}, env_of({{"ACCESS_LOG", "off"}})).access_log,
            platform::core::AccessLog::off);
  EXPECT_THROW(parse_config({"serve", "--access-log", "some"}, no_env), ConfigError);
}

TEST(Config, RendererFileOrOff) {
  EXPECT_EQ(parse_config({"serve"}, no_env).renderer, "") << "the default file beside the build";
  EXPECT_EQ(parse_config({"serve", "--renderer", "off"}, no_env).renderer, "off");
  EXPECT_EQ(parse_config({"serve", "--renderer", "r.mjs"}, env_of({{"RENDERER", "off"}})).renderer,
            "r.mjs");
  EXPECT_EQ(parse_config({"serve"}, env_of({{"RENDERER", "off"}})).renderer, "off");
  EXPECT_THROW(parse_config({"serve", "--renderer", ""}, no_env), ConfigError);
}

TEST(Config, OperatorFlags) {
  EXPECT_TRUE(parse_config({"migrate", "--check"}, no_env).check);
  EXPECT_FALSE(parse_config({"migrate"}, no_env).check);
  EXPECT_THROW(parse_config({"serve", "--check"}, no_env), ConfigError);
  EXPECT_TRUE(parse_config({"serve", "--reuse-port"}, no_env).reuse_port);
  EXPECT_FALSE(parse_config({"serve"}, no_env).reuse_port);
  EXPECT_THROW(parse_config({"migrate", "--reuse-port"}, no_env), ConfigError);
  EXPECT_EQ(parse_config({"serve"}, env_of({{"LOG_FILE", "/var/log/platform/a.log"}})).log_file,
            "/var/log/platform/a.log");
  EXPECT_EQ(parse_config({"serve", "--log-file", "/tmp/b.log"},
                         env_of({{"LOG_FILE", "/var/log/platform/a.log"}}))
                .log_file,
            "/tmp/b.log");
  EXPECT_TRUE(parse_config({"serve"}, no_env).log_file.empty());
  EXPECT_THROW(parse_config({"serve", "--log-file"}, no_env), ConfigError);
}

TEST(Config, MetricsAddress) {
  EXPECT_TRUE(parse_config({"serve"}, no_env).metrics_address.empty());
  EXPECT_EQ(parse_config({"serve", "--metrics-address", "127.0.0.1:9100"}, no_env).metrics_address,
            "127.0.0.1:9100");
  EXPECT_EQ(parse_config({"serve"}, env_of({{"METRICS_ADDRESS", "10.0.0.5:9101"}})).metrics_address,
            "10.0.0.5:9101");
  for (const std::string bad : {"9100", "127.0.0.1:", ":9100", "127.0.0.1:0", "127.0.0.1:70000",
                                "127.0.0.1:91x0", "http://127.0.0.1:9100"}) {
    EXPECT_THROW(parse_config({"serve", "--metrics-address", bad}, no_env), ConfigError) << bad;
  }
}

TEST(Config, LogFormat) {
  EXPECT_EQ(parse_config({"serve"}, no_env).log_format, platform::core::LogFormat::text);
  EXPECT_EQ(parse_config({"serve", "--log-format", "json"}, no_env).log_format,
            platform::core::LogFormat::json);
  EXPECT_EQ(parse_config({"serve"}, env_of({{"LOG_FORMAT", "json"}})).log_format,
            platform::core::LogFormat::json);
  EXPECT_THROW(parse_config({"serve", "--log-format", "xml"}, no_env), ConfigError);
}

TEST(Config, BackupAndRestoreNameTheirFolder) {
  EXPECT_EQ(parse_config({"backup", "--to", "/backup/2026-11-29"}, no_env).backup_dir,
            "/backup/2026-11-29");
  EXPECT_EQ(parse_config({"restore", "--from", "/backup/x"}, no_env).command,
            Config::Command::restore);
  EXPECT_THROW(parse_config({"backup"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"restore"}, no_env), ConfigError);
  EXPECT_THROW(parse_config({"serve", "--to", "/x"}, no_env), ConfigError);
}

TEST(Config, ObjectStorageFromTheEnvironmentAndTheFolderFlagWins) {
  const auto env = env_of({{"STORAGE_URL", "s3://festival-files/prod/"},
                           {"STORAGE_S3_ENDPOINT", "https://storage.yandexcloud.net"},
                           {"STORAGE_S3_ACCESS_KEY", "key"},
                           {"STORAGE_S3_SECRET_KEY", "secret"}});
  Config c = parse_config({"serve"}, env);
  EXPECT_EQ(c.object_storage.bucket, "festival-files");
  EXPECT_EQ(c.object_storage.prefix, "prod/");
  EXPECT_EQ(c.object_storage.region, "ru-central1");
  EXPECT_EQ(c.object_storage.secret_key, "secret");
  // An explicit folder beats the environment's bucket (a one-off backup into a folder).
  c = parse_config({"serve", "--storage", "/tmp/files"}, env);
  EXPECT_TRUE(c.object_storage.bucket.empty());
  EXPECT_EQ(c.storage_dir, "/tmp/files");
  c = parse_config({"serve", "--storage-url", "s3://other"}, env);
  EXPECT_EQ(c.object_storage.bucket, "other");
  EXPECT_EQ(c.object_storage.prefix, "");
}

TEST(Config, RefusesObjectStorageItCannotUse) {
  const std::map<std::string, std::string> full = {
      {"STORAGE_S3_ENDPOINT", "https://storage.yandexcloud.net"},
      {"STORAGE_S3_ACCESS_KEY", "key"},
      {"STORAGE_S3_SECRET_KEY", "secret"}};
  const auto with = [&](const std::string& url,
                        const std::map<std::string, std::string>& changes = {}) {
    auto vars = full;
    for (auto& [k, v] : changes) vars[k] = v;
    vars["STORAGE_URL"] = url;
    return env_of(vars);
  };
  EXPECT_NO_THROW(parse_config({"serve"}, with("s3://files")));
  for (const char* url : {"files", "s3://", "s3://ab", "s3://Files", "s3://files/../x",
                          "s3://files//x", "s3://files/a b", "https://files"}) {
    EXPECT_THROW(parse_config({"serve"}, with(url)), ConfigError) << url;
  }
  EXPECT_THROW(parse_config({"serve"}, with("s3://files", {{"STORAGE_S3_ENDPOINT", ""}})),
               ConfigError);
  EXPECT_THROW(parse_config({"serve"}, with("s3://files", {{"STORAGE_S3_ENDPOINT", "storage.ru"}})),
               ConfigError);
  EXPECT_THROW(parse_config({"serve"}, with("s3://files", {{"STORAGE_S3_SECRET_KEY", ""}})),
               ConfigError);
  EXPECT_THROW(parse_config({"serve"}, with("s3://files", {{"STORAGE_S3_REGION", "Ru Central"}})),
               ConfigError);
  // A megabyte of a URL is refused, not parsed for long.
  EXPECT_THROW(parse_config({"serve"}, with("s3://files/" + std::string(1 << 20, 'a'))),
               ConfigError);
}
