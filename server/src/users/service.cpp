#include "users/service.hpp"

#include <boost/json/serialize.hpp>
#include <utility>

#include "auth/crypto.hpp"
#include "auth/permissions.hpp"
#include "core/errors.hpp"
#include "mail/templates.hpp"
#include "media/images.hpp"
#include "users/contacts.hpp"

namespace platform::users {

std::optional<std::string> sniff_image(std::string_view b) {
  if (b.size() >= 3 && b.substr(0, 3) == "\xFF\xD8\xFF") return "jpg";
  if (b.size() >= 8 && b.substr(0, 8) == std::string_view("\x89PNG\r\n\x1A\n", 8)) return "png";
  if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP") return "webp";
  return std::nullopt;
}

namespace {

bool is_admin(const User& user) {
  return std::find(user.roles.begin(), user.roles.end(), "Admin") != user.roles.end();
}

bool is_active_admin(const User& user) {
  return is_admin(user) && !user.blocked_at && !user.deleted_at;
}

// Staff accounts open the back office: only an Admin may change one, so that a users manager
// cannot take an Admin's account over through its email (issue 10).
void require_may_manage(const User& actor, const User& target) {
  if (auth::is_staff(target.roles) && !is_admin(actor)) {
    throw core::ApiError(core::ErrorKind::forbidden,
                         "Изменять аккаунты сотрудников может только администратор");
  }
}

[[noreturn]] void throw_last_admin(const char* field, const char* message) {
  core::throw_invalid({{field, {message}}});
}

// The current password, when the action needs one: 422 when it is missing or wrong.
void require_password(const User& user, const std::optional<std::string>& current,
                      const char* missing_message) {
  if (!current) core::throw_invalid({{"current_password", {missing_message}}});
  if (!auth::verify_password(*current, user.password_hash)) {
    core::throw_invalid({{"current_password", {"Неверный текущий пароль"}}});
  }
}

std::optional<std::string>& pending_of(User& user, const std::string& kind) {
  return kind == "phone" ? user.pending_phone : user.pending_email;
}

}  // namespace

void UserService::save_profile(const User& user, const std::function<void(db::Work&)>& with) {
  try {
    db::Work work(users_.database());
    users_.update(work, user);
    if (with) with(work);
    work.commit();
  } catch (const core::ApiError&) {
    throw;
  } catch (const std::exception&) {
    throw_if_contacts_taken(users_, user.id, user.email, user.phone);  // lost a race: the 422
    throw;
  }
}

void UserService::request_contact(User& user, const std::string& kind,
                                  const std::optional<std::string>& value,
                                  const auth::Client& client) {
  auth_.send_contact_code(user, kind, *value, client);
  pending_of(user, kind) = value;
}

User UserService::edit_own(const auth::Principal& principal, const ProfileInput& in,
                           const std::optional<std::string>& current_password,
                           const std::optional<std::string>& new_password,
                           const auth::Client& client) {
  User user = principal.user;
  const bool email_changes = in.email != user.email;
  const bool phone_changes = in.phone != user.phone;
  if ((email_changes || phone_changes) && !auth_.contacts_free_until(principal)) {
    require_password(user, current_password,
                     "Введите текущий пароль, чтобы изменить почту или телефон");
  }
  if (new_password && !auth_.password_free_until(principal)) {
    require_password(user, current_password, "Введите текущий пароль");
  }
  throw_if_contacts_taken(users_, user.id, in.email, in.phone);

  user.first_name = in.first_name;
  user.second_name = in.second_name;
  user.last_name = in.last_name;
  if (email_changes) request_contact(user, "email", in.email, client);
  if (phone_changes) {
    if (in.phone) {
      request_contact(user, "phone", in.phone, client);
    } else {
      user.phone.reset();  // removing a number needs no code: nothing new to prove
      user.pending_phone.reset();
    }
  }
  if (new_password) user.password_hash = auth::hash_password(*new_password);
  user.updated_at = core::format_utc(clock_());
  save_profile(user);
  if (new_password) {
    auth_.revoke_others(user.id, principal.session_id);
    const auto mail = mail::password_changed_email();
    postman_.email(user.email, mail.subject, mail.body);
  }
  return user;
}

User UserService::confirm_contact(User user, const std::string& kind, const std::string& code) {
  auto& pending = pending_of(user, kind);
  if (!pending) core::throw_invalid({{"code", {"Нет изменения, которое ждет подтверждения"}}});
  if (!auth_.take_contact_code(user.id, kind, code)) {
    core::throw_invalid({{"code", {"Неверный или просроченный код"}}});
  }
  if (kind == "phone") {
    throw_if_contacts_taken(users_, user.id, user.email, pending);
    user.phone = std::exchange(pending, std::nullopt);
  } else {
    throw_if_contacts_taken(users_, user.id, *pending, std::nullopt);
    user.email = *std::exchange(pending, std::nullopt);
  }
  const auto now = core::format_utc(clock_());
  if (!user.verified_at) user.verified_at = now;  // the code proved the contact is theirs
  user.updated_at = now;
  save_profile(user);
  if (kind == "phone") auth_.phone_proven(user.id, *user.phone);
  return user;
}

void UserService::resend_contact_code(const User& user, const std::string& kind,
                                      const auth::Client& client) {
  const auto& pending = kind == "phone" ? user.pending_phone : user.pending_email;
  if (!pending) core::throw_invalid({{"kind", {"Нет изменения, которое ждет подтверждения"}}});
  auth_.send_contact_code(user, kind, *pending, client);
}

User UserService::cancel_contact(User user, const std::string& kind) {
  auto& pending = pending_of(user, kind);
  if (!pending) return user;
  pending.reset();
  user.updated_at = core::format_utc(clock_());
  users_.update(user);
  return user;
}

User UserService::set_photo(User user, std::string_view bytes) {
  if (bytes.size() > kMaxPhotoBytes) {
    core::throw_invalid({{"photo", {"Размер файла не должен превышать 5 МБ"}}});
  }
  const auto ext = sniff_image(bytes);
  if (!ext)
    core::throw_invalid({{"photo", {"Загрузите изображение в формате JPEG, PNG или WebP"}}});
  // Stored re-encoded: what the camera wrote beside the pixels (EXIF, the GPS position) and
  // anything appended after the picture stay out.
  const std::string webp = media::photo_webp(bytes, "photo");
  uploads_.admit(user.id, webp.size(), "photo");
  const std::string key = "photos/" + auth::random_hex(16) + ".webp";
  files_.write(key, webp);
  const auto old = user.photo;
  user.photo = "/storage/" + key;
  user.updated_at = core::format_utc(clock_());
  users_.update(user);
  users_.add_file(user.id, "photo", *user.photo, static_cast<std::int64_t>(webp.size()),
                  "image/webp", user.updated_at);
  if (old && old->starts_with("/storage/photos/")) {
    const auto old_key = old->substr(std::string_view("/storage/").size());
    if (storage::valid_key(old_key)) files_.remove(old_key);
    users_.remove_file(*old);
  }
  return user;
}

void UserService::delete_own(User user) {
  const bool was_active_admin = is_active_admin(user);
  const auto now = core::format_utc(clock_());
  user.deleted_at = now;
  user.updated_at = now;
  db::Work work(users_.database());
  if (!was_active_admin) {
    users_.update(work, user, UserPart::deletion);
  } else if (!users_.update_keeping_an_admin(work, user, UserPart::deletion)) {
    throw_last_admin("account", "Нельзя удалить последнего администратора платформы");
  }
  auth::AuthRepository::revoke_user_sessions(work, user.id, now);
  work.commit();
}

void UserService::record(db::Work& work, std::int64_t actor_id, const std::string& action,
                         const User& before, const User& after) {
  audit::Entry e;
  e.actor_id = actor_id;
  e.entity = "user";
  e.entity_id = after.id;
  e.action = action;
  e.before_json = boost::json::serialize(to_json(before));
  e.after_json = boost::json::serialize(to_json(after));
  e.created_at = after.updated_at.empty() ? core::format_utc(clock_()) : after.updated_at;
  audit::AuditRepository::record(work, e);
}

std::vector<audit::Entry> UserService::history(std::int64_t id) {
  get(id);
  return audit_.of("user", id);
}

User UserService::get(std::int64_t id) {
  auto user = users_.find(id);
  if (!user) core::throw_not_found("Пользователь не найден");
  return std::move(*user);
}

User UserService::get_for_update(db::Work& work, std::int64_t id) {
  auto user = users_.find_for_update(work, id);
  if (!user) core::throw_not_found("Пользователь не найден");
  return std::move(*user);
}

std::pair<std::vector<User>, std::int64_t> UserService::list(const ListQuery& query) {
  return {users_.list(query), users_.count(query)};
}

User UserService::edit(std::int64_t id, const ProfileInput& in, const User& actor) {
  User user = get(id);
  require_may_manage(actor, user);
  const User before = user;
  throw_if_contacts_taken(users_, user.id, in.email, in.phone);
  user.first_name = in.first_name;
  user.second_name = in.second_name;
  user.last_name = in.last_name;
  user.email = in.email;
  user.phone = in.phone;
  user.updated_at = core::format_utc(clock_());
  save_profile(user, [&](db::Work& work) {
    record(work, actor.id, "edit", before, user);
    if (before.email != user.email || before.phone != user.phone) {
      // The owner learns of it at the address they had, whoever made the change.
      const auto mail = mail::contact_changed_by_staff_email(
          before.email != user.email ? user.email : user.phone.value_or("без телефона"));
      postman_.email(work, before.email, mail.subject, mail.body);
    }
  });
  return user;
}

User UserService::set_roles(std::int64_t id, const std::vector<std::string>& roles,
                            const User& actor) {
  if (auth::is_staff(roles) && !is_admin(actor)) {
    throw core::ApiError(core::ErrorKind::forbidden,
                         "Назначать роли сотрудников может только администратор");
  }
  for (const auto& role : roles) {
    if (!auth::is_role_code(role)) core::throw_invalid({{"roles", {"Неизвестная роль: " + role}}});
  }
  std::vector<std::string> unique;
  for (const auto& role : roles) {
    if (std::find(unique.begin(), unique.end(), role) == unique.end()) unique.push_back(role);
  }
  std::sort(unique.begin(), unique.end());
  db::Work work(users_.database());
  User user = get_for_update(work, id);
  require_may_manage(actor, user);
  const User before = user;
  user.roles = unique;
  if (is_active_admin(before) && !is_admin(user)) {
    if (!users_.set_roles_keeping_an_admin(work, id, unique)) {
      throw_last_admin("roles", "Нельзя снять роль с последнего администратора платформы");
    }
  } else {
    users_.set_roles(work, id, unique);
  }
  user.updated_at = core::format_utc(clock_());
  users_.update(work, user, UserPart::stamp);
  record(work, actor.id, "roles", before, user);
  work.commit();
  return user;
}

User UserService::block(std::int64_t id, const User& actor, const std::string& reason) {
  if (id == actor.id) core::throw_invalid({{"reason", {"Нельзя заблокировать самого себя"}}});
  db::Work work(users_.database());
  User user = get_for_update(work, id);
  require_may_manage(actor, user);
  const User before = user;
  const auto now = core::format_utc(clock_());
  user.blocked_at = now;
  user.blocked_reason = reason;
  user.updated_at = now;
  if (!is_active_admin(before)) {
    users_.update(work, user, UserPart::blocking);
  } else if (!users_.update_keeping_an_admin(work, user, UserPart::blocking)) {
    throw_last_admin("reason", "Нельзя заблокировать последнего администратора платформы");
  }
  auth::AuthRepository::revoke_user_sessions(work, id, now);
  record(work, actor.id, "block", before, user);
  work.commit();
  return user;
}

User UserService::unblock(std::int64_t id, const User& actor) {
  db::Work work(users_.database());
  User user = get_for_update(work, id);
  require_may_manage(actor, user);
  const User before = user;
  user.blocked_at.reset();
  user.blocked_reason.reset();
  user.updated_at = core::format_utc(clock_());
  users_.update(work, user, UserPart::blocking);
  record(work, actor.id, "unblock", before, user);
  work.commit();
  return user;
}

}  // namespace platform::users
