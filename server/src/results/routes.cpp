#include "results/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "auth/permissions.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "http/list_params.hpp"
#include "site/head.hpp"

namespace platform::results {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr std::string_view kNoSort[] = {"id"};
constexpr std::string_view kReviewSort[] = {"id", "created_at"};

// The links of the request's mails and diplomas, as the request sees the platform.
Link link_of(const http::Request& request, const std::string& base_domain) {
  return [&request, base_domain](std::string_view area, std::string_view path) {
    return site::area_url(request, base_domain, area, path);
  };
}

// The event pickers of the three sections: the route is open to staff and any of the sections
// lets them read (the route table names one section per route).
void require_results_staff(const Principal* who) {
  if (!who) throw core::ApiError(core::ErrorKind::unauthorized, "Требуется авторизация");
  for (const char* section : {kAssignsSection, kResultsSection, kReviewsSection}) {
    if (auth::has_section(who->user.roles, section)) return;
  }
  throw core::ApiError(core::ErrorKind::forbidden, "Доступ запрещен");
}

bool is_admin(const Principal* who) {
  const auto& roles = who->user.roles;
  return std::find(roles.begin(), roles.end(), "Admin") != roles.end();
}

http::Response list(std::string_view resource, const ListPage& page, long long offset) {
  return http::json_list(resource, page.rows, offset, page.total);
}

long long limit_of(const http::ListParams& p) {
  return p.limit.value_or(25);
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, ResultsService& results,
                     const std::string& base_domain) {
  guard.add(
      router,
      {
          // ---- the juror's account
          {Verb::get, "/api/jury/events", Access::user, "",
           [&results](http::Request&, const Principal* who) {
             return http::json_ok(results.jury_events(who->user.id));
           }},
          {Verb::get, "/api/jury/events/{id}", Access::user, "",
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kEventNotFound);
             return http::json_ok(results.jury_event(who->user.id, id));
           }},
          {Verb::put, "/api/jury/performances/{id}/scores", Access::user, "",
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kPerformanceNotFound);
             return http::json_ok(results.put_scores(who->user.id, id, http::json_body(request)));
           }},

          // ---- the performers' account
          {Verb::get, "/api/user/diplomas", Access::user, "",
           [&results](http::Request&, const Principal* who) {
             return http::json_ok(results.diplomas_of(who->user.id));
           }},
          {Verb::get, "/api/user/reviews", Access::user, "",
           [&results](http::Request&, const Principal* who) {
             return http::json_ok(results.reviews_of(who->user.id));
           }},
          {Verb::put, "/api/user/reviews/{id}", Access::user, "",
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kReviewNotFound);
             return http::json_ok(results.edit_review(who->user.id, id, http::json_body(request)));
           }},
          {Verb::get, "/api/events/{code}/reviews/mine", Access::user, "",
           [&results](http::Request& request, const Principal* who) {
             return http::json_ok(results.review_standing(who->user.id, request.params.at("code")));
           }},
          {Verb::post, "/api/events/{code}/reviews", Access::user, "",
           [&results](http::Request& request, const Principal* who) {
             return http::json_ok(results.add_review(who->user.id, request.params.at("code"),
                                                     http::json_body(request)));
           }},

          // ---- public
          {Verb::get, "/api/events/{code}/reviews", Access::anyone, "",
           [&results](http::Request& request, const Principal*) {
             return http::json_ok(results.event_reviews(request.params.at("code")));
           }},
          {Verb::get, "/api/events/{code}/results", Access::anyone, "",
           [&results](http::Request& request, const Principal*) {
             return http::json_ok(results.event_results(request.params.at("code")));
           }},
          {Verb::get, "/api/diplomas/{code}", Access::anyone, "",
           [&results](http::Request& request, const Principal*) {
             return http::json_ok(results.diploma(request.params.at("code")));
           }},
          // Anyone who has the code, as anyone holding a paper diploma may show it (decision 0045).
          {Verb::get, "/api/diplomas/{code}/pdf", Access::anyone, "",
           [&results, base_domain](http::Request& request, const Principal*) {
             auto [pdf, code] = results.diploma_pdf(
                 request.params.at("code"), link_of(request, base_domain), request.client_ip);
             http::Response r;
             r.set(http::beast_http::field::content_type, "application/pdf");
             r.set(http::beast_http::field::content_disposition,
                   core::concat("attachment; filename=\"diploma-", code, ".pdf\""));
             r.set(http::beast_http::field::cache_control, "private, no-cache");
             r.body = std::move(pdf);
             return r;
           }},

          // ---- events/assigns
          {Verb::get, "/api/admin/event-assignments", Access::section, kAssignsSection,
           [&results](http::Request& request, const Principal*) {
             const auto p = http::list_params(request, kNoSort);
             AssignmentQuery q;
             q.offset = p.offset;
             q.limit = limit_of(p);
             q.event_id = p.id("event_id");
             q.user_id = p.id("user_id");
             q.role = p.text("role", 20);
             if (q.role && !is_role(*q.role))
               core::throw_invalid({{"role", {"Недопустимое значение"}}});
             q.ids = p.ids("id");
             return list("event-assignments", results.assignments(q), q.offset);
           }},
          {Verb::get, "/api/admin/event-assignments/{id}", Access::section, kAssignsSection,
           [&results](http::Request& request, const Principal*) {
             return http::json_bare(
                 results.assignment(http::path_id(request, kAssignmentNotFound)));
           }},
          {Verb::post, "/api/admin/event-assignments", Access::section, kAssignsSection,
           [&results, base_domain](http::Request& request, const Principal* who) {
             return http::json_bare(results.assign(http::json_body(request), who->user.id,
                                                   link_of(request, base_domain)));
           }},
          {Verb::delete_, "/api/admin/event-assignments/{id}", Access::section, kAssignsSection,
           [&results](http::Request& request, const Principal* who) {
             return http::json_bare(
                 results.unassign(http::path_id(request, kAssignmentNotFound), who->user.id));
           }},
          // Who may be assigned: accounts found by name, email or phone.
          {Verb::get, "/api/admin/jury-candidates", Access::section, kAssignsSection,
           [&results](http::Request& request, const Principal*) {
             const auto p = http::list_params(request, kNoSort);
             const auto limit = std::min<long long>(limit_of(p), 50);
             return list("jury-candidates",
                         results.candidates(p.text("q"), p.ids("id"), p.offset, limit), p.offset);
           }},

          // ---- the events of the three sections
          {Verb::get, "/api/admin/result-events", Access::staff, "",
           [&results](http::Request& request, const Principal* who) {
             require_results_staff(who);
             const auto p = http::list_params(request, kNoSort);
             ResultsRepository::EventQuery q;
             q.offset = p.offset;
             q.limit = limit_of(p);
             q.q = p.text("q");
             q.ids = p.ids("id");
             q.ended = p.flag("ended");
             q.today = catalog::today_utc();
             return list("result-events", results.events(q), q.offset);
           }},
          {Verb::get, "/api/admin/result-events/{id}", Access::staff, "",
           [&results](http::Request& request, const Principal* who) {
             require_results_staff(who);
             return http::json_bare(results.event_row(http::path_id(request, kEventNotFound)));
           }},

          // ---- events/results
          {Verb::get, "/api/admin/results/{id}", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal*) {
             return http::json_bare(results.results(http::path_id(request, kEventNotFound)));
           }},
          {Verb::put, "/api/admin/results/{id}/scoring", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kEventNotFound);
             return http::json_bare(
                 results.save_scoring(id, http::json_body(request), who->user.id));
           }},
          {Verb::post, "/api/admin/results/{id}/publish", Access::section, kResultsSection,
           [&results, base_domain](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kEventNotFound);
             return http::json_bare(
                 results.publish(id, who->user.id, link_of(request, base_domain)));
           }},
          {Verb::post, "/api/admin/results/{id}/unpublish", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kEventNotFound);
             if (!is_admin(who))
               throw core::ApiError(core::ErrorKind::forbidden, kOnlyAdminUnpublishes);
             return http::json_bare(results.unpublish(id, http::json_body(request), who->user.id));
           }},
          {Verb::get, "/api/admin/results/{id}/order-items", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal*) {
             return http::json_bare(results.order_items(http::path_id(request, kEventNotFound)));
           }},
          {Verb::get, "/api/admin/performances", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal*) {
             const auto p = http::list_params(request, kNoSort);
             PerformanceQuery q;
             q.offset = p.offset;
             q.limit = limit_of(p);
             q.event_id = p.id("event_id");
             q.ids = p.ids("id");
             return list("performances", results.performances(q), q.offset);
           }},
          {Verb::get, "/api/admin/performances/{id}", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal*) {
             return http::json_bare(
                 results.performance(http::path_id(request, kPerformanceNotFound)));
           }},
          {Verb::post, "/api/admin/performances", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             return http::json_bare(
                 results.create_performance(http::json_body(request), who->user.id));
           }},
          {Verb::put, "/api/admin/performances/{id}", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kPerformanceNotFound);
             return http::json_bare(
                 results.update_performance(id, http::json_body(request), who->user.id));
           }},
          {Verb::delete_, "/api/admin/performances/{id}", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             return http::json_bare(results.delete_performance(
                 http::path_id(request, kPerformanceNotFound), who->user.id));
           }},
          {Verb::put, "/api/admin/performances/{id}/title", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kPerformanceNotFound);
             return http::json_bare(results.set_title(id, http::json_body(request), who->user.id));
           }},
          // Whose portfolio a performance goes to: participants found by name or code.
          {Verb::get, "/api/admin/result-participants", Access::section, kResultsSection,
           [&results](http::Request& request, const Principal*) {
             const auto p = http::list_params(request, kNoSort);
             const auto limit = std::min<long long>(limit_of(p), 50);
             return list("result-participants",
                         results.participants(p.text("q"), p.ids("id"), p.offset, limit), p.offset);
           }},

          // ---- events/reviews
          {Verb::get, "/api/admin/reviews", Access::section, kReviewsSection,
           [&results](http::Request& request, const Principal*) {
             const auto p = http::list_params(request, kReviewSort);
             ReviewQuery q;
             q.offset = p.offset;
             q.limit = limit_of(p);
             q.oldest_first = p.sort && !p.descending;
             q.status = p.text("status", 20);
             if (q.status && !is_review_status(*q.status))
               core::throw_invalid({{"status", {"Недопустимое значение"}}});
             q.event_id = p.id("event_id");
             q.ids = p.ids("id");
             return list("reviews", results.reviews(q), q.offset);
           }},
          {Verb::get, "/api/admin/reviews/{id}", Access::section, kReviewsSection,
           [&results](http::Request& request, const Principal*) {
             return http::json_bare(results.review(http::path_id(request, kReviewNotFound)));
           }},
          {Verb::post, "/api/admin/reviews/{id}/publish", Access::section, kReviewsSection,
           [&results](http::Request& request, const Principal* who) {
             return http::json_bare(
                 results.publish_review(http::path_id(request, kReviewNotFound), who->user.id));
           }},
          {Verb::post, "/api/admin/reviews/{id}/reject", Access::section, kReviewsSection,
           [&results](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kReviewNotFound);
             return http::json_bare(
                 results.reject_review(id, http::json_body(request), who->user.id));
           }},
      });
}

}  // namespace platform::results
