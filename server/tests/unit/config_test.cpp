#include "core/config.hpp"

#include <gtest/gtest.h>

#include <map>

using platform::core::Config;
using platform::core::ConfigError;
using platform::core::parse_config;

namespace {
platform::core::EnvLookup env_of(std::map<std::string, std::string> vars) {
  return [vars](const std::string& name) -> std::optional<std::string> {
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
  const auto env = env_of({{"PORT", "9000"}, {"DATABASE_URL", "postgresql://u@h:5/db"},
                           {"BASE_DOMAIN", "festival.ru"}, {"WEB_DIR", "/srv/web"}});
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
