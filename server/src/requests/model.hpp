#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auth/staff.hpp"

namespace platform::requests {

// The admin section of the requests inbox (docs/permissions.md).
inline constexpr const char* kRequestsSection = "requests";

// The document a request carries (the accelerator's project): under the storage folder at path.
struct AttachedFile {
  std::string name;  // as the applicant's file was called, cleaned (files::clean_name)
  std::string path;  // requests/<random>.pdf
  long long size = 0;
};

// A request a visitor sent from a form of a public area (decision 0025).
struct Request {
  long long id = 0;
  std::string area, form, name;
  std::optional<std::string> phone, email, message, page;
  // The form's own fields (FormSpec::details), in the form's order: code and value.
  std::vector<std::pair<std::string, std::string>> details;
  std::optional<std::string> utm_source, utm_medium, utm_campaign;
  std::optional<AttachedFile> file;
  std::optional<long long> user_id;  // the visitor, when signed in
  std::string status = "new";        // new | in_work | done | spam
  std::optional<long long> assignee_id;
  std::optional<std::string> assignee_name;  // "Last First", read with the row
  std::optional<std::string> manager_note;
  std::string created_at, updated_at;
};

// A manager's comment on a request.
struct Comment {
  long long id = 0;
  long long author_id = 0;
  std::string author_name;  // "Last First"
  std::string text;
  std::string created_at;
};

// The admin list's filters and page.
struct RequestQuery {
  std::optional<std::string> status, form, area;
  std::string q;  // in the name, phone, email or message
  bool oldest_first = false;
  long long offset = 0, limit = 25;
};

// Someone who may process requests (a role granting the requests section).
using RequestManager = auth::StaffMember;

// Whether a form asks for a field, and whether it must be filled in.
enum class Need { required, optional, absent };

// A field a form asks besides the name, the contacts and the message (decision 0038).
struct DetailField {
  std::string_view code;
  std::string_view label;  // as the form and the inbox show it
  bool required = false;
  long long max = 200;                        // characters
  std::vector<std::string_view> choices;      // the value is one of them, when there are any
  std::optional<std::pair<int, int>> number;  // a whole number within this range
  bool lines = false;                         // several lines allowed
};

// One form of the inbox: what it asks, and what the applicant is told by email.
struct FormSpec {
  std::string_view code;
  std::string_view name;  // Russian, as the inbox lists it
  Need phone = Need::optional;
  Need email = Need::optional;
  Need message = Need::optional;
  std::vector<DetailField> details;
  // The PDF the form asks for (a multipart part of this name; required when there is one) and
  // its label in the mails; empty: the form takes no file.
  std::string_view file_field;
  std::string_view file_label;
  // The paragraph of the applicant's confirmation email (what happens next); empty: none sent.
  std::string_view confirmation;
};

const std::vector<FormSpec>& form_specs();
const FormSpec* form_spec(std::string_view code);  // null for an unknown code
// The label of a form's detail field (the code itself for a field the form no longer has).
std::string_view detail_label(std::string_view form, std::string_view code);

// The forms a request block may name, and the statuses of the inbox, with their Russian names.
const std::vector<std::pair<std::string_view, std::string_view>>& form_names();
const std::vector<std::pair<std::string_view, std::string_view>>& status_names();
// The Russian name of a form or status code ("" for an unknown one).
std::string_view form_name(std::string_view code);
std::string_view status_name(std::string_view code);

}  // namespace platform::requests
