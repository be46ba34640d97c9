#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "audit/repository.hpp"
#include "mail/postman.hpp"
#include "ratelimit/limiter.hpp"
#include "requests/repository.hpp"
#include "storage/storage.hpp"

namespace platform::requests {

// Where a request was sent from, as the server worked it out.
struct Origin {
  std::string area;       // the request's area
  std::string client_ip;  // counted by the per-address limit
  std::optional<long long> user_id;
};

// A file sent with a request: the multipart part's name, the file's name and its bytes.
struct Upload {
  std::string field;
  std::string filename;
  std::string_view bytes;
};

// The inbox of the public forms (decision 0025): a visitor's request checked by its form's rules
// and stored with its origin, the managers told by email in the same transaction; managers move
// it through its statuses, take or give it, keep a note; every change is audited. No SQL, no HTTP.
class RequestService {
 public:
  RequestService(RequestRepository& repository, audit::AuditRepository& audit,
                 mail::Postman& postman, ratelimit::RateLimiter& limits,
                 const storage::Storage& files)
      : repository_(repository), audit_(audit), postman_(postman), limits_(limits), files_(files) {}

  static constexpr int kPerAddressHour = 10;

  // 422 (a field, or the file: missing where the form asks for one, sent where it takes none, not
  // a PDF of at most 20 MB), 429. The file is stored under requests/ with the request.
  Request submit(const boost::json::object& body, const Origin& origin,
                 const Upload* upload = nullptr);
  // A request's file: 404 when the request has none, nothing when the file is gone.
  std::optional<std::string> file_of(const Request& request) const;

  std::vector<Request> list(const RequestQuery& query) { return repository_.list(query); }
  long long count(const RequestQuery& query) { return repository_.count(query); }
  Request get(long long id);  // 404
  // status, assignee_id, manager_note of the body; 422 for a bad value or an assignee who may not
  // process requests.
  Request edit(long long id, const boost::json::object& body, long long actor_id);
  std::vector<RequestManager> managers();
  std::vector<Comment> comments(long long id);  // 404
  // `text` of the body (required, at most kMaxCommentChars); audited.
  Comment comment(long long id, const boost::json::object& body, long long actor_id);
  // The list's requests (all pages, at most kMaxCsvRows) as CSV for Excel.
  std::string csv(RequestQuery query);

  static constexpr std::size_t kMaxCommentChars = 2000;
  static constexpr long long kMaxCsvRows = 10000;
  std::vector<audit::Entry> history(long long id);

 private:
  static void record(db::Work& work, long long actor_id, const Request& before,
                     const Request& after);
  // Writes the upload under kFilesFolder of the storage by a random name.
  AttachedFile store(const Upload& upload) const;

  static constexpr const char* kFilesFolder = "requests";

  RequestRepository& repository_;
  audit::AuditRepository& audit_;
  mail::Postman& postman_;
  ratelimit::RateLimiter& limits_;
  const storage::Storage& files_;
};

// The record as the admin reads it.
boost::json::object to_json(const Request& request);

}  // namespace platform::requests
