#pragma once

#include <soci/session.h>

#include <boost/json/object.hpp>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "audit/repository.hpp"
#include "files/uploads.hpp"
#include "mail/postman.hpp"
#include "media/images.hpp"
#include "people/draft.hpp"
#include "people/model.hpp"
#include "people/repository.hpp"
#include "users/repository.hpp"

namespace platform::people {

// The absolute address of a page of the main area ("/nastavnik/irina-sokolovskaya/"), as the
// request that approves a portfolio sees the site: the link of the owner's mail.
using PageUrl = std::function<std::string(const std::string& path)>;

// Portfolios (decision 0044): an owner writes drafts in the account (at most kMaxDrafts) and
// sends them for moderation; a manager approves (the draft becomes the live, published row) or
// rejects with a note, and the owner hears of either by email. A change after publishing stays in
// the draft until approved again. No SQL, no HTTP.
class PortfolioService {
 public:
  PortfolioService(PeopleRepository& repository, users::UserRepository& users,
                   audit::AuditRepository& audit, mail::Postman& postman, files::Uploads& uploads,
                   const media::ContentImages& images, const storage::Storage& files)
      : repository_(repository),
        users_(users),
        audit_(audit),
        postman_(postman),
        uploads_(uploads),
        images_(images),
        files_(files) {}

  static constexpr long long kMaxDrafts = 10;
  static constexpr std::size_t kMaxNote = 1000;

  // ---- the owner's account (another user's draft is a 404)
  std::vector<Draft> own(long long user_id) { return repository_.drafts_of(user_id); }
  Draft create(long long user_id, const boost::json::object& body);  // 422, 409 past ten
  // A pending draft stays pending with the new data; an approved or rejected one is a draft again.
  Draft save(long long user_id, long long id, const boost::json::object& body);
  // To the queue: 422 per field when incomplete, 409 unless a draft or rejected.
  Draft submit(long long user_id, long long id);
  // Only a draft never published (409 otherwise).
  void remove(long long user_id, long long id);
  // A picture for the portfolio (media::ContentImages; the uploads' hourly count and quota).
  media::ContentImages::Saved upload_photo(long long user_id, std::string_view bytes);
  // A picture of a structure's, mentor's or participant's admin form: as the admin's other
  // uploads, outside the users' quota.
  media::ContentImages::Saved upload_admin_photo(std::string_view bytes) const {
    return images_.save(bytes);
  }

  // ---- the managers' queue
  std::vector<Draft> queue(const PeopleRepository::QueueQuery& q) { return repository_.queue(q); }
  long long count(const PeopleRepository::QueueQuery& q) { return repository_.count_queue(q); }
  Draft get(long long id);  // 404
  // The draft as the queue shows it: with its owner and its live page.
  boost::json::object admin_json(const Draft& draft);
  std::vector<audit::Entry> history(long long id);  // 404
  // A pending draft only (409); a minor without a guardian's name and consent: 422.
  Draft approve(long long id, long long actor_id, const PageUrl& url_of);
  // A pending draft only (409); body {note}, required, at most kMaxNote characters.
  Draft reject(long long id, const boost::json::object& body, long long actor_id);

 private:
  // The "/storage/…" paths in a draft's data that are stored files: asked of the storage before
  // any lease, so no pooled connection waits for object storage.
  std::set<std::string> stored_pictures(const boost::json::value& data) const;
  // What a save checks, asked on the caller's connection `s`; pictures among `stored`.
  static Lookups lookups(soci::session& s, const std::set<std::string>& stored);
  Draft own_draft(long long user_id, long long id);  // 404 for another's
  void record(db::Work& work, long long actor_id, const char* action, const Draft& before,
              const Draft& after);

  PeopleRepository& repository_;
  users::UserRepository& users_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  files::Uploads& uploads_;
  const media::ContentImages& images_;
  const storage::Storage& files_;
};

// The draft as its owner reads it: {id, kind, status, note, submitted_at, decided_at,
// public_code, data, created_at, updated_at}.
boost::json::object to_json(const Draft& draft);

// The public page of a live row: "/nastavnik/<code>/" or "/uchastnik/<code>/".
std::string page_path(std::string_view kind, std::string_view code);

}  // namespace platform::people
