#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"
#include "storage/storage.hpp"

namespace platform::people {

// The demo people of server/seed/people.json (compiled in).
std::string_view demo_people_json();

// Loads the structures, mentors (linked to the demo events' jury rows of their name) and
// participants, published; a minor's birth date is counted back from today and the guardian's
// consent recorded. With a storage folder, each person gets a generated portrait and the photo
// lists pictures of a stage (portrait.hpp), stored as media::ContentImages stores uploads;
// without one, no pictures. Throws std::runtime_error naming what the file gets wrong.
void load_demo(db::Database& database, const boost::json::object& data,
               const storage::Storage* files);

}  // namespace platform::people
