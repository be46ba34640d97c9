#include "people/portfolios.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <system_error>

#include "cache/versions.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "db/database.hpp"
#include "db/work.hpp"
#include "people/draft.hpp"

namespace platform::people {
namespace json = boost::json;

namespace {

json::object data_of(const Draft& d) {
  const auto value = core::parse_json_or(d.data_json, json::object());
  return value.is_object() ? value.get_object() : empty_data(d.kind);
}

std::string name_in(const json::object& data) {
  const auto* name = data.if_contains("name");
  return name && name->is_string() && !name->get_string().empty() ? std::string(name->get_string())
                                                                  : std::string("Без имени");
}

// Serialises the draft's writes: a row lock on PostgreSQL (the database's write lock on SQLite,
// taken by the transaction already), so a decision and an owner's save never cross.
void lock_draft(soci::session& s, long long id) {
  s << "UPDATE portfolio_drafts SET updated_at = updated_at WHERE id = :id", soci::use(id);
}

[[noreturn]] void conflict(std::string message) {
  throw core::ApiError(core::ErrorKind::conflict, std::move(message));
}

std::string greeting(const std::optional<users::User>& owner) {
  return owner && !owner->first_name.empty()
             ? core::concat("Здравствуйте, ", owner->first_name, "!")
             : std::string("Здравствуйте!");
}

const char* kind_words(std::string_view kind) {
  return kind == "mentor" ? "наставника" : "участника";
}

}  // namespace

std::string page_path(std::string_view kind, std::string_view code) {
  return core::concat(kind == "mentor" ? kMentorPrefix : kParticipantPrefix, code, "/");
}

json::object to_json(const Draft& d) {
  return {{"id", d.id},
          {"kind", d.kind},
          {"status", d.status},
          {"note", core::or_null(d.note)},
          {"submitted_at", core::or_null(d.submitted_at)},
          {"decided_at", core::or_null(d.decided_at)},
          {"public_code", core::or_null(d.public_code)},
          {"data", data_of(d)},
          {"created_at", d.created_at},
          {"updated_at", d.updated_at}};
}

std::set<std::string> PortfolioService::stored_pictures(const json::value& data) const {
  std::set<std::string> stored;
  const std::function<void(const json::value&)> walk = [&](const json::value& v) {
    if (v.is_array()) {
      for (const auto& item : v.get_array()) walk(item);
    } else if (v.is_object()) {
      for (const auto& [name, item] : v.get_object()) walk(item);
    } else if (v.is_string()) {
      constexpr std::string_view kStorage = "/storage/";
      const std::string_view path = v.get_string();
      if (!path.starts_with(kStorage) || stored.contains(std::string(path))) return;
      const auto key = path.substr(kStorage.size());
      if (storage::valid_key(key) && files_.exists(key)) stored.emplace(path);
    }
  };
  walk(data);
  return stored;
}

Lookups PortfolioService::lookups(soci::session& s, const std::set<std::string>& stored) {
  Lookups l;
  l.city = [&s](const std::string& slug) { return PeopleRepository::city_exists(s, slug); };
  l.creative_type = [&s](const std::string& slug) {
    return PeopleRepository::creative_type_exists(s, slug);
  };
  l.structure = [&s](const std::string& code) {
    return PeopleRepository::structure_published(s, code);
  };
  // A file the platform stored, asked of the storage before the lease (stored_pictures).
  l.picture = [&stored](const std::string& path) { return stored.contains(path); };
  return l;
}

Draft PortfolioService::own_draft(long long user_id, long long id) {
  auto d = repository_.draft(id);
  if (!d || d->user_id != user_id) core::throw_not_found(kPortfolioNotFound);
  return std::move(*d);
}

Draft PortfolioService::create(long long user_id, const json::object& body) {
  core::FieldErrors errors;
  const auto* kind = body.if_contains("kind");
  std::string k = kind && kind->is_string() ? std::string(kind->get_string()) : "";
  if (k.size() > 20 || !is_draft_kind(k)) {
    errors["kind"].push_back("Выберите: портфолио наставника или участника");
    core::throw_invalid(std::move(errors));
  }
  const auto* data = body.if_contains("data");
  const json::value given = data && !data->is_null() ? *data : json::object();
  const auto stored = stored_pictures(given);
  json::object out;
  {
    db::Lease s(repository_.database());
    out = read_data(k, given, lookups(s, stored), catalog::today_utc(), errors);
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  if (repository_.count_drafts_of(user_id) >= kMaxDrafts) {
    conflict(core::concat("Не больше ", std::to_string(kMaxDrafts),
                          " портфолио в одном личном кабинете"));
  }
  Draft d;
  d.user_id = user_id;
  d.kind = k;
  d.data_json = json::serialize(out);
  d.created_at = d.updated_at = db::now_utc();
  d.id = repository_.insert_draft(d);
  return d;
}

Draft PortfolioService::save(long long user_id, long long id, const json::object& body) {
  own_draft(user_id, id);
  core::FieldErrors errors;
  const auto* data = body.if_contains("data");
  if (!data || data->is_null()) {
    errors["data"].push_back(core::kRequiredMessage);
    core::throw_invalid(std::move(errors));
  }
  const auto stored = stored_pictures(*data);
  Draft d;
  {
    db::Work s(repository_.database());
    lock_draft(s, id);
    auto current = PeopleRepository::draft(s, id);
    if (!current) core::throw_not_found(kPortfolioNotFound);
    d = std::move(*current);
    const json::object out =
        read_data(d.kind, *data, lookups(s, stored), catalog::today_utc(), errors);
    if (!errors.empty()) core::throw_invalid(std::move(errors));
    d.data_json = json::serialize(out);
    if (d.status == "approved" || d.status == "rejected") d.status = "draft";
    d.updated_at = db::now_utc();
    PeopleRepository::update_draft(s, d);
    s.commit();
  }
  return d;
}

Draft PortfolioService::submit(long long user_id, long long id) {
  // The pictures of the draft as it is now (one a save adds meanwhile is refused as missing,
  // and the next submit takes it).
  const auto stored = stored_pictures(data_of(own_draft(user_id, id)));
  Draft d;
  {
    db::Work s(repository_.database());
    lock_draft(s, id);
    auto current = PeopleRepository::draft(s, id);
    if (!current) core::throw_not_found(kPortfolioNotFound);
    d = std::move(*current);
    if (d.status == "pending") conflict("Портфолио уже на модерации");
    if (d.status == "approved")
      conflict("Портфолио уже опубликовано: измените его, чтобы отправить снова");
    // The same rules as a save (a city or structure may have gone since), then completeness.
    core::FieldErrors errors;
    const json::object data =
        read_data(d.kind, data_of(d), lookups(s, stored), catalog::today_utc(), errors);
    check_complete(d.kind, data, errors);
    if (!errors.empty()) core::throw_invalid(std::move(errors));
    d.data_json = json::serialize(data);
    d.status = "pending";
    d.submitted_at = d.updated_at = db::now_utc();
    PeopleRepository::update_draft(s, d);
    s.commit();
  }
  return d;
}

void PortfolioService::remove(long long user_id, long long id) {
  const Draft d = own_draft(user_id, id);
  if (d.target_id) {
    conflict("Опубликованное портфолио нельзя удалить: чтобы снять страницу, напишите в поддержку");
  }
  repository_.delete_draft(id);
}

media::ContentImages::Saved PortfolioService::upload_photo(long long user_id,
                                                           std::string_view bytes) {
  uploads_.admit(user_id, bytes.size());
  auto saved = images_.save(bytes);
  users_.add_file(user_id, "portfolio-photo", saved.path, static_cast<std::int64_t>(bytes.size()),
                  "image/webp", db::now_utc());
  return saved;
}

Draft PortfolioService::get(long long id) {
  auto d = repository_.draft(id);
  if (!d) core::throw_not_found(kPortfolioNotFound);
  return std::move(*d);
}

std::vector<audit::Entry> PortfolioService::history(long long id) {
  get(id);
  return audit_.of("portfolio_draft", id);
}

json::object PortfolioService::admin_json(const Draft& d) {
  json::object out = to_json(d);
  out["user_id"] = d.user_id;
  out["decided_by"] = core::or_null(d.decided_by);
  json::value owner = nullptr;
  if (const auto u = users_.find(d.user_id)) {
    owner = json::object{{"id", u->id},
                         {"name", core::concat(u->first_name, " ", u->last_name)},
                         {"email", u->email},
                         {"phone", core::or_null(u->phone)}};
  }
  out["owner"] = std::move(owner);
  json::value live = nullptr;
  if (d.target_id) {
    if (const auto row = repository_.live(d.kind, *d.target_id)) {
      live = json::object{{"id", row->id},
                          {"code", row->code},
                          {"name", row->name},
                          {"published", row->published},
                          {"path", page_path(d.kind, row->code)}};
    }
  }
  out["live"] = std::move(live);
  return out;
}

Draft PortfolioService::approve(long long id, long long actor_id, const PageUrl& url_of) {
  // Read before the transaction: a request holding a pooled connection never waits for another.
  const auto found_first = repository_.draft(id);
  if (!found_first) core::throw_not_found(kPortfolioNotFound);
  const auto owner = users_.find(found_first->user_id);
  Draft before, after;
  PeopleRepository::Live row;
  bool created = false;
  {
    db::Work s(repository_.database());
    lock_draft(s, id);
    auto found = PeopleRepository::draft(s, id);
    if (!found) core::throw_not_found(kPortfolioNotFound);
    before = after = *found;
    if (before.status != "pending") conflict("Решение принимают только по портфолио на модерации");
    const json::object data = data_of(before);
    if (before.kind == "participant" && minor_without_consent(data))
      core::throw_invalid({{"guardian_consent", {kMinorWithoutConsent}}});
    const auto now = db::now_utc();
    const bool had_row =
        before.target_id && PeopleRepository::live(s, before.kind, *before.target_id);
    row = PeopleRepository::write_live(s, before.kind, before.target_id, data, before.user_id, now);
    created = !had_row;
    after.target_id = row.id;
    after.status = "approved";
    after.note.reset();
    after.decided_at = after.updated_at = now;
    after.decided_by = actor_id;
    after.public_code = row.code;
    PeopleRepository::update_draft(s, after);
    if (owner && !owner->deleted_at) {
      const auto link = url_of(page_path(before.kind, row.code));
      postman_.email(
          s, owner->email, "Портфолио опубликовано",
          core::concat(greeting(owner), "\n\nПортфолио ", kind_words(before.kind), " «", row.name,
                       "» проверено и опубликовано на платформе «Территория творчества»:\n", link,
                       "\n\nСсылку можно отправить жюри, приёмной комиссии или организатору "
                       "фестиваля. Если захотите что-то изменить, отредактируйте портфолио в "
                       "личном кабинете («Моё портфолио») и отправьте его на проверку снова: до "
                       "одобрения на странице останется нынешняя версия.\n"));
    }
    record(s, actor_id, "approve", before, after);
    audit_.record_change(s, actor_id, before.kind, row.id, created ? "create" : "edit", nullptr,
                         json::object{{"code", row.code},
                                      {"name", row.name},
                                      {"published", true},
                                      {"portfolio_draft_id", after.id}});
    s.changed(cache::Domain::catalog);
    s.commit();
  }
  return after;
}

Draft PortfolioService::reject(long long id, const json::object& body, long long actor_id) {
  core::FieldReader fields(body);
  const auto note =
      fields.text("note", {{"required"}, {"max", static_cast<std::int64_t>(kMaxNote)}},
                  core::FieldReader::Lines::many);
  if (note && note->find_first_not_of(" \t\r\n") == std::string::npos)
    fields.fail("note", core::kRequiredMessage);
  fields.finish();
  const auto found_first = repository_.draft(id);
  if (!found_first) core::throw_not_found(kPortfolioNotFound);
  const auto owner = users_.find(found_first->user_id);
  Draft before, after;
  {
    db::Work s(repository_.database());
    lock_draft(s, id);
    auto found = PeopleRepository::draft(s, id);
    if (!found) core::throw_not_found(kPortfolioNotFound);
    before = after = *found;
    if (before.status != "pending") conflict("Решение принимают только по портфолио на модерации");
    const auto now = db::now_utc();
    after.status = "rejected";
    after.note = *note;
    after.decided_at = after.updated_at = now;
    after.decided_by = actor_id;
    PeopleRepository::update_draft(s, after);
    if (owner && !owner->deleted_at) {
      postman_.email(
          s, owner->email, "Портфолио не опубликовано: нужны правки",
          core::concat(
              greeting(owner), "\n\nМенеджер проверил портфолио ", kind_words(before.kind), " «",
              name_in(data_of(before)),
              "» и пока не может его опубликовать. Что нужно поправить:\n\n", *note,
              "\n\nИсправьте портфолио в личном кабинете («Моё портфолио») и отправьте его "
              "на проверку снова.\n"));
    }
    record(s, actor_id, "reject", before, after);
    s.commit();
  }
  return after;
}

void PortfolioService::record(db::Work& work, long long actor_id, const char* action,
                              const Draft& before, const Draft& after) {
  audit_.record_change(work, actor_id, "portfolio_draft", after.id, action, to_json(before),
                       to_json(after));
}

}  // namespace platform::people
