#include "catalog/places.hpp"

#include "db/query.hpp"

namespace platform::catalog {

bool take_places(soci::session& s, long long event_id, int count) {
  soci::statement st = db::query(s,
                                 "UPDATE events SET places_left = places_left - :n"
                                 " WHERE id = :id AND places_left >= :n2",
                                 soci::use(count), soci::use(event_id), soci::use(count));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void give_back_places(soci::session& s, long long event_id, int count) {
  s << "UPDATE events SET places_left = CASE WHEN places_left + :n > place_count THEN place_count"
       " ELSE places_left + :n2 END WHERE id = :id",
      soci::use(count), soci::use(count), soci::use(event_id);
}

}  // namespace platform::catalog
