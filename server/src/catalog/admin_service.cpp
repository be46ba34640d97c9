#include "catalog/admin_service.hpp"

#include <boost/json.hpp>

#include "catalog/admin_input.hpp"
#include "core/errors.hpp"
#include "db/database.hpp"
#include "db/duplicate.hpp"
#include "users/service.hpp"

namespace platform::catalog {
namespace json = boost::json;

namespace {

// The event's generated cover and uploaded photo are addressed by its code: a new code takes
// them along (a photo set by hand to another address is left alone).
void follow_code(const Entity& events, const json::object& before, Input& in) {
  const auto index = [&events](const char* name) {
    return static_cast<std::size_t>(events.field(name) - events.fields.data());
  };
  const std::string old_code(before.at("code").as_string());
  const auto& code = in.values[index("code")];
  auto& photo = in.values[index("photo")];
  if (!code || *code == old_code || !photo) return;
  std::string old_prefix = "/api/event/";
  old_prefix += old_code;
  old_prefix += '/';
  if (!photo->starts_with(old_prefix)) return;
  std::string moved = "/api/event/";
  moved += *code;
  moved += '/';
  moved += photo->substr(old_prefix.size());
  photo = std::move(moved);
}

}  // namespace

AdminPage AdminService::list(const Entity& e, const AdminListQuery& query) {
  return repository_.list(e, query);
}

json::object AdminService::get(const Entity& e, long long id) {
  auto row = repository_.find(e, id);
  if (!row) core::throw_not_found(e.not_found);
  return std::move(*row);
}

void AdminService::recheck(const Entity& e, const json::object& body, long long id) {
  auto tx = repository_.begin();
  (void)read_input(repository_, tx, e, body, id);
}

json::object AdminService::create(const Entity& e, const json::object& body,
                                  std::optional<std::int64_t> actor_id) {
  // Two creates of one code pass the check together; the loser hears of its field (422), not 409.
  return db::recheck_duplicate(
      [&] {
        auto tx = repository_.begin();
        Input in = read_input(repository_, tx, e, body, 0);
        const long long id = repository_.insert(tx, e, std::move(in), db::now_utc());
        changed(tx, e, id);
        auto after = repository_.find(tx, e, id);
        record(tx, e, actor_id, id, "create", std::nullopt, after);
        tx.commit();
        return std::move(*after);
      },
      [&] { recheck(e, body, 0); });
}

json::object AdminService::edit(const Entity& e, long long id, const json::object& body,
                                std::optional<std::int64_t> actor_id) {
  json::object merged;
  return db::recheck_duplicate(
      [&] {
        auto tx = repository_.begin();
        const auto before = repository_.find(tx, e, id);
        if (!before) core::throw_not_found(e.not_found);
        // A partial body keeps the other fields (react-admin sends the whole record anyway).
        merged = *before;
        for (const auto& [k, v] : body) merged[k] = v;
        Input in = read_input(repository_, tx, e, merged, id);
        if (e.table == "events") follow_code(e, *before, in);
        repository_.update(tx, e, id, std::move(in), db::now_utc());
        changed(tx, e, id);
        // The state this edit made, read in its own transaction: never another edit's.
        auto after = repository_.find(tx, e, id);
        record(tx, e, actor_id, id, "edit", before, after);
        tx.commit();
        return std::move(*after);
      },
      [&] { recheck(e, merged, id); });
}

json::object AdminService::remove(const Entity& e, long long id,
                                  std::optional<std::int64_t> actor_id) {
  std::optional<json::object> before;
  {
    auto tx = repository_.begin();
    before = repository_.find(tx, e, id);
    if (!before) core::throw_not_found(e.not_found);
    for (const auto& used : e.used_by) {
      if (repository_.used(tx, used, id))
        throw core::ApiError(core::ErrorKind::conflict, used.message);
    }
    repository_.remove(tx, e, id);
    tx.changed(cache::Domain::catalog);
    record(tx, e, actor_id, id, "delete", before, std::nullopt);
    tx.commit();
  }
  if (e.table == "events") forget_unused_photo(*before);
  return *before;
}

json::object AdminService::set_published(const Entity& events, long long id, bool published,
                                         std::optional<std::int64_t> actor_id) {
  auto tx = repository_.begin();
  const auto before = repository_.find(tx, events, id);
  if (!before) core::throw_not_found(events.not_found);
  repository_.set_published(tx, id, published, db::now_utc());
  auto after = repository_.find(tx, events, id);
  tx.changed(cache::Domain::catalog);
  record(tx, events, actor_id, id, published ? "publish" : "unpublish", before, after);
  tx.commit();
  return std::move(*after);
}

json::object AdminService::set_photo(const Entity& events, long long id, std::string_view bytes,
                                     std::optional<std::int64_t> actor_id) {
  const auto event = repository_.find(events, id);
  if (!event) core::throw_not_found(events.not_found);
  if (bytes.size() > kMaxPhotoBytes) {
    core::throw_invalid({{"file", {"Размер файла не должен превышать 10 МБ"}}});
  }
  const auto ext = users::sniff_image(bytes);
  if (!ext) core::throw_invalid({{"file", {"Файл должен быть изображением JPEG, PNG или WebP"}}});
  const std::string hash = photos_.save(bytes, *ext);
  const std::string code(event->at("code").as_string());
  repository_.add_file(actor_id, "event_photo", PhotoStore::relative_path(hash, *ext),
                       static_cast<std::int64_t>(bytes.size()), PhotoStore::content_type_of(*ext),
                       db::now_utc());
  return replace_photo(events, *event, PhotoStore::url_of(code, hash), "photo_upload", actor_id);
}

json::object AdminService::remove_photo(const Entity& events, long long id,
                                        std::optional<std::int64_t> actor_id) {
  const auto before = repository_.find(events, id);
  if (!before) core::throw_not_found(events.not_found);
  std::string cover = "/api/event/";
  cover += before->at("code").as_string();
  cover += "/cover.svg";
  return replace_photo(events, *before, cover, "photo_remove", actor_id);
}

json::object AdminService::replace_photo(const Entity& events, const json::object& before,
                                         const std::string& photo, const char* action,
                                         std::optional<std::int64_t> actor_id) {
  const long long id = before.at("id").as_int64();
  std::optional<json::object> after;
  {
    auto tx = repository_.begin();
    repository_.set_photo(tx, id, photo, db::now_utc());
    after = repository_.find(tx, events, id);
    tx.changed(cache::Domain::catalog);
    record(tx, events, actor_id, id, action, before, after);
    tx.commit();
  }
  forget_unused_photo(before);
  return std::move(*after);
}

void AdminService::forget_unused_photo(const json::object& event) {
  const auto& photo = event.at("photo");
  if (!photo.is_string()) return;
  const auto hash = PhotoStore::hash_of(photo.get_string(), event.at("code").as_string());
  if (hash && !repository_.photo_in_use(*hash)) forget_photo(*hash);
}

void AdminService::forget_photo(const std::string& hash) {
  photos_.remove(hash);
  for (const char* ext : {"jpg", "png", "webp"})
    repository_.remove_file(PhotoStore::relative_path(hash, ext));
}

void AdminService::changed(AdminRepository::Transaction& tx, const Entity& e, long long id) {
  repository_.reindex_events_of(tx, e.table, id);
  tx.changed(
      cache::Domain::catalog);  // the filters snapshot and every cached list, page and search
}

void AdminService::record(AdminRepository::Transaction& tx, const Entity& e,
                          std::optional<std::int64_t> actor_id, long long id, const char* action,
                          const std::optional<json::object>& before,
                          const std::optional<json::object>& after) {
  audit::Entry entry;
  entry.actor_id = actor_id;
  entry.entity = e.audit_name;
  entry.entity_id = id;
  entry.action = action;
  if (before) entry.before_json = json::serialize(*before);
  if (after) entry.after_json = json::serialize(*after);
  entry.created_at = db::now_utc();
  audit::AuditRepository::record(tx, entry);
}

}  // namespace platform::catalog
