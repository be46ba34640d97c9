#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace platform::content {

// The demo pages of an area compiled into the binary (server/seed/content/<area>.json): main, oki,
// organizer, arenda, welcome and bravo have theirs; "" for an area without a file.
std::string_view demo_pages_json(std::string_view area);

// Publishes the file's pages ({"pages": [{path, title, seo_title?, seo_description?, blocks}]})
// in the area through the page service, so each passes the same checks as an editor's save and is
// in the audit log (with no actor: the seed); a path the area already has is skipped, so a later
// seed part adds only new pages. Throws std::runtime_error naming the page and its first problem.
void load_pages(db::Database& database, const std::string& area, const boost::json::object& file);

// Replaces the pages at `paths` with the file's (title, SEO fields, blocks) where the area still
// has the page an earlier seed made, never changed since (its updated_at is its created_at): a
// later seed part rewrites a demo page whose blocks changed, and leaves an editor's page alone.
// A path the area lacks is created. Throws std::runtime_error as load_pages.
void refresh_pages(db::Database& database, const std::string& area, const boost::json::object& file,
                   const std::vector<std::string>& paths);

}  // namespace platform::content

namespace platform::content {

// The demo menus, footers and settings of every public area (server/seed/content/layouts.json).
std::string_view demo_layouts_json();

// Saves the file's layouts ({"layouts": {area: {menu, footer, settings}}}) through the layout
// service: the editor's checks, the audit log with no actor. Throws std::runtime_error naming the
// area and its first problem.
void load_layouts(db::Database& database, const boost::json::object& file);

// Saves the file's layout of one area again unless a person has saved that area's layout since
// (the seed's own saves have no actor): a later seed part brings a demo menu up to date and leaves
// an editor's menu alone. Throws std::runtime_error as load_layouts.
void refresh_layout(db::Database& database, const std::string& area,
                    const boost::json::object& file);

}  // namespace platform::content
