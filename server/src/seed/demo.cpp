#include "seed/demo.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

namespace platform::seed {

bool load_demo(db::Database& database) {
  soci::session s(database.pool());
  int already = 0;
  s << "SELECT COUNT(*) FROM settings WHERE key = 'demo_seeded'", soci::into(already);
  if (already > 0) return false;

  soci::transaction tx(s);
  // The domains' demo data joins here as they land (accounts, catalogue, services...).
  const std::string now = db::now_utc();
  s << "INSERT INTO settings (key, value, updated_at) VALUES ('demo_seeded', :at, :at2)",
      soci::use(now), soci::use(now);
  tx.commit();
  spdlog::info("demo data loaded");
  return true;
}

}  // namespace platform::seed
