#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace platform::mail {

// A file attached to an email.
struct Attachment {
  std::string filename;  // ASCII: "ticket-A1B2C3.pdf"
  std::string content_type;
  std::string bytes;
};

// What the outbox keeps of an email's attachments is a JSON list of {"kind", "id"}; the courier
// turns each into a file at send time through the source registered for its kind (an e-ticket's
// PDF: tickets, decision 0046). The outbox stays small, and a file reflects the state at sending.
class AttachmentSources {
 public:
  // The file of the item `id` of a kind, or nothing when it is gone.
  using Source = std::function<std::optional<Attachment>(const std::string& id)>;

  void add(const std::string& kind, Source source) { sources_[kind] = std::move(source); }

  // The files of a JSON list; items of unknown kinds, gone or failing are left out (logged).
  std::vector<Attachment> render(const std::string& list_json) const;

 private:
  std::map<std::string, Source> sources_;
};

// The JSON list of the items {kind, id}.
std::string attachment_list(const std::vector<std::pair<std::string, std::string>>& items);

}  // namespace platform::mail
