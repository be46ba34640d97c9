#include "people/routes.hpp"

#include <boost/json.hpp>
#include <charconv>

#include "audit/json.hpp"
#include "auth/permissions.hpp"
#include "core/concat.hpp"
#include "core/validation.hpp"
#include "http/list_params.hpp"
#include "http/multipart.hpp"
#include "site/head.hpp"

namespace platform::people {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kQueueSortFields[] = {"submitted_at", "id"};
constexpr std::size_t kMaxSlugChars = 100;

// A whole number parameter from 1 to max, or the default when absent or empty.
long long number_param(const http::Request& request, const char* key, long long fallback,
                       long long max, core::FieldErrors& errors) {
  const auto v = request.query(key);
  if (!v || v->empty()) return fallback;
  long long n = 0;
  const auto* end = v->data() + v->size();
  // Twelve digits are past any limit: a longer text is not read at all.
  const auto [ptr, ec] = std::from_chars(v->data(), v->size() > 12 ? v->data() : end, n);
  if (v->size() > 12 || ec != std::errc() || ptr != end) {
    errors[key].push_back("Должно быть целым числом");
  } else if (n < 1) {
    errors[key].push_back("Должно быть больше или равно 1");
  } else if (n > max) {
    errors[key].push_back(core::concat("Не должно превышать ", std::to_string(max)));
  }
  return n;
}

std::optional<std::string> slug_param(const http::Request& request, const char* key,
                                      core::FieldErrors& errors) {
  const auto v = request.query(key);
  if (!v || v->empty() || *v == "all") return std::nullopt;
  if (auto problem = core::text_problem(*v, kMaxSlugChars)) {
    errors[key].push_back(std::move(*problem));
    return std::nullopt;
  }
  return std::string(*v);
}

// A page code of the path: a slug of at most kMaxSlugChars, else the 404 (nothing to look up).
const std::string& code_param(const http::Request& request, const char* not_found) {
  const std::string& code = request.params.at("code");
  const bool plain =
      !code.empty() && code.size() <= kMaxSlugChars &&
      code.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
  if (!plain) core::throw_not_found(not_found);
  return code;
}

// The moderation queue is users/profile as a role grants it, not the own profile every staff
// member has (decision 0044).
void require_moderator(const Principal* who) {
  if (!who) throw core::ApiError(core::ErrorKind::unauthorized, "Требуется авторизация");
  if (!auth::has_granted_section(who->user.roles, kModerationSection))
    throw core::ApiError(core::ErrorKind::forbidden, "Доступ запрещен");
}

PeopleRepository::QueueQuery read_queue_query(const http::Request& request) {
  const auto p = http::list_params(request, kQueueSortFields);
  PeopleRepository::QueueQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  if (p.sort) {
    q.by_id = *p.sort == "id";
    q.descending = p.descending;
  }
  q.status = p.text("status", 20);
  if (q.status && !is_draft_status(*q.status))
    core::throw_invalid({{"status", {"Недопустимое значение"}}});
  q.kind = p.text("kind", 20);
  if (q.kind && !is_draft_kind(*q.kind)) core::throw_invalid({{"kind", {"Недопустимое значение"}}});
  return q;
}

}  // namespace

PeopleQuery read_people_query(const http::Request& request, bool with_kind) {
  PeopleQuery q;
  core::FieldErrors errors;
  q.creative_type = slug_param(request, "creative_type", errors);
  q.city = slug_param(request, "city", errors);
  if (with_kind) {
    q.kind = slug_param(request, "kind", errors);
    if (q.kind && *q.kind != "soloist" && *q.kind != "collective") {
      errors["kind"].push_back("Выберите: soloist (солисты) или collective (коллективы)");
      q.kind.reset();
    }
  }
  q.page = number_param(request, "page", 1, kMaxPage, errors);
  q.per_page = number_param(request, "per_page", kDefaultPerPage, kMaxPerPage, errors);
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return q;
}

void register_routes(http::Router& router, const auth::Guard& guard, PeopleDirectory& directory,
                     PortfolioService& portfolios, const std::string& base_domain) {
  guard.add(
      router,
      {
          // ---- the public directory
          {Verb::get, "/api/people/filters", Access::anyone, "",
           [&directory](http::Request&, const Principal*) {
             return http::json_shared(directory.filters());
           }},
          {Verb::get, "/api/people/mentors", Access::anyone, "",
           [&directory](http::Request& request, const Principal*) {
             return http::json_shared(directory.mentors(read_people_query(request, false)));
           }},
          {Verb::get, "/api/people/mentors/{code}", Access::anyone, "",
           [&directory](http::Request& request, const Principal*) {
             auto body = directory.mentor(code_param(request, kMentorNotFound));
             if (!body) core::throw_not_found(kMentorNotFound);
             return http::json_shared(std::move(body));
           }},
          {Verb::get, "/api/people/participants", Access::anyone, "",
           [&directory](http::Request& request, const Principal*) {
             return http::json_shared(directory.participants(read_people_query(request, true)));
           }},
          {Verb::get, "/api/people/participants/{code}", Access::anyone, "",
           [&directory](http::Request& request, const Principal*) {
             auto body = directory.participant(code_param(request, kParticipantNotFound));
             if (!body) core::throw_not_found(kParticipantNotFound);
             return http::json_shared(std::move(body));
           }},
          // ---- the owner's account
          {Verb::get, "/api/user/portfolios", Access::user, "",
           [&portfolios](http::Request&, const Principal* who) {
             json::array items;
             for (const auto& d : portfolios.own(who->user.id)) items.push_back(to_json(d));
             return http::json_ok(items);
           }},
          {Verb::post, "/api/user/portfolios", Access::user, "",
           [&portfolios](http::Request& request, const Principal* who) {
             return http::json_ok(
                 to_json(portfolios.create(who->user.id, http::json_body(request))));
           }},
          {Verb::post, "/api/user/portfolios/photos", Access::user, "",
           [&portfolios](http::Request& request, const Principal* who) {
             const auto saved = portfolios.upload_photo(who->user.id, http::form_file(request));
             return http::json_ok(media::ContentImages::to_json(saved));
           },
           http::Cost::heavy},
          {Verb::put, "/api/user/portfolios/{id}", Access::user, "",
           [&portfolios](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kPortfolioNotFound);
             return http::json_ok(
                 to_json(portfolios.save(who->user.id, id, http::json_body(request))));
           }},
          {Verb::post, "/api/user/portfolios/{id}/submit", Access::user, "",
           [&portfolios](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kPortfolioNotFound);
             return http::json_ok(to_json(portfolios.submit(who->user.id, id)));
           }},
          {Verb::delete_, "/api/user/portfolios/{id}", Access::user, "",
           [&portfolios](http::Request& request, const Principal* who) {
             portfolios.remove(who->user.id, http::path_id(request, kPortfolioNotFound));
             return http::json_ok(json::object{{"ok", true}});
           }},
          // ---- the people's admin forms: their pictures (any of the users/ sections of people)
          {Verb::post, "/api/admin/people/images", Access::staff, "",
           [&portfolios](http::Request& request, const Principal* who) {
             const auto& roles = who->user.roles;
             if (!auth::has_section(roles, "users/mentor") &&
                 !auth::has_section(roles, "users/participant") &&
                 !auth::has_section(roles, "users/structures"))
               throw core::ApiError(core::ErrorKind::forbidden, "Доступ запрещен");
             return http::json_bare(media::ContentImages::to_json(
                 portfolios.upload_admin_photo(http::form_file(request))));
           },
           http::Cost::heavy},
          // ---- the managers' queue
          {Verb::get, "/api/admin/portfolios", Access::staff, "",
           [&portfolios](http::Request& request, const Principal* who) {
             require_moderator(who);
             const auto q = read_queue_query(request);
             json::array rows;
             for (const auto& d : portfolios.queue(q)) rows.push_back(portfolios.admin_json(d));
             return http::json_list("portfolios", rows, q.offset, portfolios.count(q));
           }},
          {Verb::get, "/api/admin/portfolios/{id}", Access::staff, "",
           [&portfolios](http::Request& request, const Principal* who) {
             require_moderator(who);
             const long long id = http::path_id(request, kPortfolioNotFound);
             return http::json_bare(portfolios.admin_json(portfolios.get(id)));
           }},
          {Verb::get, "/api/admin/portfolios/{id}/audit", Access::staff, "",
           [&portfolios](http::Request& request, const Principal* who) {
             require_moderator(who);
             const long long id = http::path_id(request, kPortfolioNotFound);
             json::array list;
             for (const auto& e : portfolios.history(id)) list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
          {Verb::post, "/api/admin/portfolios/{id}/approve", Access::staff, "",
           [&portfolios, base_domain](http::Request& request, const Principal* who) {
             require_moderator(who);
             const long long id = http::path_id(request, kPortfolioNotFound);
             const PageUrl url_of = [&request, &base_domain](const std::string& path) {
               return site::area_url(request, base_domain, "main", path);
             };
             const auto d = portfolios.approve(id, who->user.id, url_of);
             return http::json_bare(portfolios.admin_json(d));
           }},
          {Verb::post, "/api/admin/portfolios/{id}/reject", Access::staff, "",
           [&portfolios](http::Request& request, const Principal* who) {
             require_moderator(who);
             const long long id = http::path_id(request, kPortfolioNotFound);
             const auto d = portfolios.reject(id, http::json_body(request), who->user.id);
             return http::json_bare(portfolios.admin_json(d));
           }},
      });
}

}  // namespace platform::people
