#include "requests/service.hpp"

#include <boost/json.hpp>

#include "auth/contact.hpp"
#include "auth/crypto.hpp"
#include "core/concat.hpp"
#include "core/csv.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/json_null.hpp"
#include "core/validation.hpp"
#include "db/database.hpp"
#include "db/work.hpp"
#include "files/documents.hpp"
#include "mail/templates.hpp"

namespace platform::requests {
namespace json = boost::json;

namespace {

constexpr int kMaxMessage = 2000;

std::vector<core::Rule> rules_of(Need need, std::vector<core::Rule> rules) {
  if (need == Need::required) rules.insert(rules.begin(), core::Rule{"required"});
  return rules;
}

// The form's own fields: each by its rules (length first, then required, then its choices or its
// range), kept in the form's order.
void read_details(core::FieldReader& fields, const FormSpec& spec, Request& r) {
  for (const auto& field : spec.details) {
    const auto lines = field.lines ? core::FieldReader::Lines::many : core::FieldReader::Lines::one;
    auto value = fields.text(
        field.code,
        rules_of(field.required ? Need::required : Need::optional, {{"max", field.max}}), lines);
    if (!value) continue;
    if (!field.choices.empty() &&
        std::find(field.choices.begin(), field.choices.end(), *value) == field.choices.end()) {
      fields.fail(field.code, "Выберите значение из списка");
      continue;
    }
    if (field.number) {
      // At most nine digits: any int, so the conversion cannot overflow whatever a form's max.
      const bool digits =
          value->size() <= 9 &&
          std::all_of(value->begin(), value->end(), [](char c) { return c >= '0' && c <= '9'; });
      const int n = digits ? std::stoi(*value) : -1;
      if (!digits || n < field.number->first || n > field.number->second) {
        fields.fail(field.code, core::concat("Целое число от ", std::to_string(field.number->first),
                                             " до ", std::to_string(field.number->second)));
        continue;
      }
      value = std::to_string(n);
    }
    r.details.emplace_back(field.code, std::move(*value));
  }
}

// The file against the form: the one it asks for, a PDF of at most 20 MB; none where it asks none.
void check_file(core::FieldReader& fields, const FormSpec& spec, const Upload* upload) {
  const std::string field(spec.file_field);
  if (spec.file_field.empty()) {
    if (upload) fields.fail(upload->field, "Эта форма не принимает файлы");
  } else if (!upload || upload->field != field) {
    fields.fail(field, core::kRequiredMessage);
  } else if (const auto problem = files::check_pdf(upload->bytes)) {
    fields.fail(field, *problem);
  }
}

// Reads a visitor's request by its form's rules (spec section 5's messages).
Request read_request(const json::object& body, const Upload* upload) {
  core::FieldReader fields(body);
  const core::Rule required{"required"};
  Request r;
  r.form = fields.text("form", {required, {"max", 20}}).value_or("");
  const FormSpec* spec = fields.failed("form") ? nullptr : form_spec(r.form);
  if (!spec && !fields.failed("form")) fields.fail("form", "Такой формы нет");
  // A copy of the request goes to the address the form gave, greeting by this name.
  r.name = fields.text("name", {required, {"max", 100}, {"person_name"}}).value_or("");
  if (spec && spec->phone != Need::absent) {
    if (auto phone = fields.text("phone", rules_of(spec->phone, {{"phone"}, {"max", 40}}))) {
      r.phone = auth::normalize_phone(*phone);
      if (!r.phone) fields.fail("phone", "Некорректный номер телефона");
    }
  }
  if (auto email = fields.text(
          "email", rules_of(spec ? spec->email : Need::optional, {{"email"}, {"max", 254}}))) {
    r.email = auth::normalize_email(*email);
  }
  r.message = fields.text("message",
                          rules_of(spec ? spec->message : Need::optional, {{"max", kMaxMessage}}),
                          core::FieldReader::Lines::many);
  if (spec) {
    read_details(fields, *spec, r);
    check_file(fields, *spec, upload);
  }
  if (fields.flag("consent") != true) {
    fields.fail("consent", "Нужно согласие на обработку персональных данных");
  }
  if (auto page = fields.text("page", {{"max", 200}})) {
    if (!core::is_page_path(*page))
      fields.fail("page", "Некорректный адрес страницы");
    else
      r.page = *page;
  }
  r.utm_source = fields.text("utm_source", {{"max", 100}});
  r.utm_medium = fields.text("utm_medium", {{"max", 100}});
  r.utm_campaign = fields.text("utm_campaign", {{"max", 100}});
  fields.finish();
  return r;
}

// The request's details as "Label: value" lines, in the form's order.
std::string details_text(const Request& r) {
  std::string out;
  for (const auto& [code, value] : r.details) {
    out += core::concat(detail_label(r.form, code), ": ", value, "\n");
  }
  return out;
}

// "Проект в PDF: name.pdf", the line of a request's file in the mails ("" without one).
std::string file_text(const Request& r) {
  if (!r.file) return "";
  const FormSpec* spec = form_spec(r.form);
  const std::string_view label = spec && !spec->file_label.empty() ? spec->file_label : "Файл";
  return core::concat(label, ": ", r.file->name, "\n");
}

mail::Email new_request_email(const Request& r) {
  std::string body = core::concat("Новая заявка № ", std::to_string(r.id), ": ", form_name(r.form),
                                  "\n\nИмя: ", r.name, "\n");
  if (r.phone) body += core::concat("Телефон: ", *r.phone, "\n");
  if (r.email) body += core::concat("Почта: ", *r.email, "\n");
  body += details_text(r);
  body += file_text(r);
  if (r.message) body += core::concat("\n", *r.message, "\n");
  body +=
      core::concat("\nРаздел сайта: ", r.area, r.page ? core::concat(", страница ", *r.page) : "",
                   "\n\nЗаявка ждёт в разделе «Заявки» админки.\n");
  return {core::concat("Новая заявка: ", form_name(r.form), " — ", r.name), body};
}

// The applicant's copy: what they sent and what happens next (programme forms only).
std::optional<mail::Email> confirmation_email(const Request& r) {
  const FormSpec* spec = form_spec(r.form);
  if (!spec || spec->confirmation.empty() || !r.email) return std::nullopt;
  std::string body =
      core::concat("Здравствуйте, ", r.name, "!\n\nМы получили вашу заявку «", spec->name, "» (№ ",
                   std::to_string(r.id), ").\n\n", spec->confirmation, "\n\nВы указали:\n");
  if (r.phone) body += core::concat("Телефон: ", *r.phone, "\n");
  body += details_text(r);
  body += file_text(r);
  if (r.message) body += core::concat("\n", *r.message, "\n");
  body += "\nЕсли заявку отправили не вы, просто не отвечайте на это письмо.\n";
  return mail::Email{core::concat("Заявка получена: ", spec->name), body};
}

// [{code, label, value}] in the form's order, so the inbox shows them without knowing the form.
json::array details_array(const Request& r) {
  json::array out;
  for (const auto& [code, value] : r.details) {
    out.push_back(
        json::object{{"code", code}, {"label", detail_label(r.form, code)}, {"value", value}});
  }
  return out;
}

// {name, size} of the request's file, or null.
json::value file_json(const Request& r) {
  if (!r.file) return nullptr;
  return json::object{{"name", r.file->name}, {"size", r.file->size}};
}

}  // namespace

json::object to_json(const Request& r) {
  return {{"id", r.id},
          {"area", r.area},
          {"form", r.form},
          {"name", r.name},
          {"phone", core::or_null(r.phone)},
          {"email", core::or_null(r.email)},
          {"message", core::or_null(r.message)},
          {"page", core::or_null(r.page)},
          {"details", details_array(r)},
          {"file", file_json(r)},
          {"utm_source", core::or_null(r.utm_source)},
          {"utm_medium", core::or_null(r.utm_medium)},
          {"utm_campaign", core::or_null(r.utm_campaign)},
          {"status", r.status},
          {"assignee_id", core::or_null(r.assignee_id)},
          {"assignee_name", core::or_null(r.assignee_name)},
          {"manager_note", core::or_null(r.manager_note)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

Request RequestService::submit(const json::object& body, const Origin& origin,
                               const Upload* upload) {
  Request r = read_request(body, upload);
  limits_.hit("request", origin.client_ip, kPerAddressHour, std::chrono::hours(1),
              "Слишком много заявок с вашего адреса. Попробуйте через час.");
  r.area = origin.area;
  r.user_id = origin.user_id;
  r.created_at = r.updated_at = db::now_utc();
  if (upload) r.file = store(*upload);
  const auto managers = this->managers();
  try {
    db::Work s(repository_.database());
    r.id = RequestRepository::insert(s, r);
    const auto mail = new_request_email(r);
    for (const auto& manager : managers) postman_.email(s, manager.email, mail.subject, mail.body);
    if (const auto copy = confirmation_email(r)) {
      postman_.email(s, *r.email, copy->subject, copy->body);
    }
    s.commit();
  } catch (...) {
    // No request, no file: nothing would ever refer to it.
    if (r.file) files_.remove(r.file->path);
    throw;
  }
  return r;
}

AttachedFile RequestService::store(const Upload& upload) const {
  AttachedFile file{files::clean_name(upload.filename),
                    core::concat(kFilesFolder, "/", auth::random_hex(16), ".pdf"),
                    static_cast<long long>(upload.bytes.size())};
  files_.write(file.path, upload.bytes);
  return file;
}

std::optional<std::string> RequestService::file_of(const Request& request) const {
  if (!request.file || !storage::valid_key(request.file->path))
    core::throw_not_found("У заявки нет файла");
  return files_.read(request.file->path);
}

Request RequestService::get(long long id) {
  auto r = repository_.find(id);
  if (!r) core::throw_not_found("Заявка не найдена");
  return std::move(*r);
}

Request RequestService::edit(long long id, const json::object& body, long long actor_id) {
  const Request before = get(id);
  Request after = before;
  core::FieldReader fields(body);
  if (auto status = fields.text("status", {{"required"}, {"max", 20}})) {
    if (status_name(*status).empty())
      fields.fail("status", "Недопустимое значение");
    else
      after.status = *status;
  }
  if (const auto* assignee = body.if_contains("assignee_id")) {
    if (assignee->is_null()) {
      after.assignee_id.reset();
    } else if (!assignee->is_int64() || assignee->get_int64() <= 0) {
      fields.fail("assignee_id", "Должно быть идентификатором пользователя");
    } else {
      const long long wanted = assignee->get_int64();
      const auto list = managers();
      const bool may = std::any_of(list.begin(), list.end(),
                                   [wanted](const RequestManager& m) { return m.id == wanted; });
      if (!may)
        fields.fail("assignee_id", "Этот пользователь не работает с заявками");
      else
        after.assignee_id = wanted;
    }
  }
  if (body.contains("manager_note")) {
    after.manager_note =
        fields.text("manager_note", {{"max", kMaxMessage}}, core::FieldReader::Lines::many);
  }
  fields.finish();
  after.updated_at = db::now_utc();
  db::Work work(repository_.database());
  RequestRepository::update(work, after);
  after = *RequestRepository::find(work, id);
  record(work, actor_id, before, after);
  work.commit();
  return after;
}

std::vector<RequestManager> RequestService::managers() {
  return auth::staff_of_section(repository_.database(), kRequestsSection);
}

std::vector<Comment> RequestService::comments(long long id) {
  get(id);
  return repository_.comments(id);
}

Comment RequestService::comment(long long id, const json::object& body, long long actor_id) {
  get(id);
  core::FieldReader fields(body);
  const auto text =
      fields.text("text", {{"required"}, {"max", static_cast<long long>(kMaxCommentChars)}},
                  core::FieldReader::Lines::many);
  fields.finish();
  const std::string now = db::now_utc();
  {
    db::Work work(repository_.database());
    RequestRepository::add_comment(work, id, actor_id, *text, now);
    audit::Entry e;
    e.actor_id = actor_id;
    e.entity = "request";
    e.entity_id = id;
    e.action = "comment";
    e.after_json = json::serialize(json::object{{"text", *text}});
    e.created_at = now;
    audit::AuditRepository::record(work, e);
    work.commit();
  }
  return repository_.comments(id).back();
}

std::string RequestService::csv(RequestQuery query) {
  query.offset = 0;
  query.limit = kMaxCsvRows;
  std::string out(core::kUtf8Bom);
  out.append(
      core::csv_line({"Номер", "Дата", "Раздел сайта", "Форма", "Статус", "Имя", "Телефон", "Email",
                      "Сообщение", "Подробности", "Страница", "UTM", "Менеджер", "Заметка"}));
  for (const auto& r : repository_.list(query)) {
    std::string utm;
    for (const auto* part : {&r.utm_source, &r.utm_medium, &r.utm_campaign}) {
      if (!*part) continue;
      if (!utm.empty()) utm.append(" / ");
      utm.append(**part);
    }
    const std::string date =
        core::concat(r.created_at.substr(8, 2), ".", r.created_at.substr(5, 2), ".",
                     r.created_at.substr(0, 4), " ", r.created_at.substr(11, 5));
    out.append(core::csv_line({std::to_string(r.id), date, r.area, std::string(form_name(r.form)),
                               std::string(status_name(r.status)), r.name, r.phone.value_or(""),
                               r.email.value_or(""), r.message.value_or(""), details_text(r),
                               r.page.value_or(""), utm, r.assignee_name.value_or(""),
                               r.manager_note.value_or("")}));
  }
  return out;
}

std::vector<audit::Entry> RequestService::history(long long id) {
  get(id);
  return audit_.of("request", id);
}

void RequestService::record(db::Work& work, long long actor_id, const Request& before,
                            const Request& after) {
  audit::Entry e;
  e.actor_id = actor_id;
  e.entity = "request";
  e.entity_id = after.id;
  e.action = "edit";
  e.before_json = json::serialize(to_json(before));
  e.after_json = json::serialize(to_json(after));
  e.created_at = db::now_utc();
  audit::AuditRepository::record(work, e);
}

}  // namespace platform::requests
