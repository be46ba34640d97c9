#include "users/service.hpp"

#include <boost/json/serialize.hpp>
#include <fstream>
#include <system_error>

#include "auth/crypto.hpp"
#include "auth/permissions.hpp"
#include "core/errors.hpp"
#include "users/contacts.hpp"

namespace platform::users {

std::optional<std::string> sniff_image(std::string_view b) {
  if (b.size() >= 3 && b.substr(0, 3) == "\xFF\xD8\xFF") return "jpg";
  if (b.size() >= 8 && b.substr(0, 8) == std::string_view("\x89PNG\r\n\x1A\n", 8)) return "png";
  if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP") return "webp";
  return std::nullopt;
}

void UserService::save_profile(const User& user, const ProfileInput& in) {
  try {
    users_.update(user);
  } catch (const core::ApiError&) {
    throw;
  } catch (const std::exception&) {
    throw_if_contacts_taken(users_, user.id, in.email, in.phone);  // lost a race: the same 422
    throw;
  }
}

void UserService::apply(User& user, const ProfileInput& in) {
  user.first_name = in.first_name;
  user.second_name = in.second_name;
  user.last_name = in.last_name;
  user.email = in.email;
  user.phone = in.phone;
}

User UserService::edit_own(User user, const ProfileInput& in,
                           const std::optional<std::string>& current_password,
                           const std::optional<std::string>& new_password) {
  throw_if_contacts_taken(users_, user.id, in.email, in.phone);
  if (new_password) {
    if (!current_password || !auth::verify_password(*current_password, user.password_hash)) {
      core::throw_invalid({{"current_password", {"Неверный текущий пароль"}}});
    }
    user.password_hash = auth::hash_password(*new_password);
  }
  apply(user, in);
  user.updated_at = core::format_utc(clock_());
  save_profile(user, in);
  return user;
}

User UserService::set_photo(User user, std::string_view bytes) {
  if (bytes.size() > kMaxPhotoBytes) {
    core::throw_invalid({{"photo", {"Размер файла не должен превышать 5 МБ"}}});
  }
  const auto ext = sniff_image(bytes);
  if (!ext) core::throw_invalid({{"photo", {"Загрузите изображение в формате JPEG, PNG или WebP"}}});
  const auto dir = storage_ / "photos";
  std::filesystem::create_directories(dir);
  const std::string name = auth::random_hex(16) + "." + *ext;
  {
    std::ofstream out(dir / name, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + (dir / name).string());
  }
  const auto old = user.photo;
  user.photo = "/storage/photos/" + name;
  user.updated_at = core::format_utc(clock_());
  users_.update(user);
  const std::string type = *ext == "jpg" ? "image/jpeg" : "image/" + *ext;
  users_.add_file(user.id, "photo", *user.photo, static_cast<std::int64_t>(bytes.size()), type,
                  user.updated_at);
  if (old && old->starts_with("/storage/photos/") && old->find("..") == std::string::npos) {
    std::error_code ec;
    std::filesystem::remove(dir / old->substr(16), ec);
    users_.remove_file(*old);
  }
  return user;
}

void UserService::delete_own(User user) {
  const auto now = core::format_utc(clock_());
  user.deleted_at = now;
  user.updated_at = now;
  users_.update(user);
  auth_.revoke_all(user.id);
}

void UserService::record(std::int64_t actor_id, const std::string& action, const User& before,
                         const User& after) {
  audit::Entry e;
  e.actor_id = actor_id;
  e.entity = "user";
  e.entity_id = after.id;
  e.action = action;
  e.before_json = boost::json::serialize(to_json(before));
  e.after_json = boost::json::serialize(to_json(after));
  e.created_at = after.updated_at.empty() ? core::format_utc(clock_()) : after.updated_at;
  audit_.record(e);
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

User UserService::edit(std::int64_t id, const ProfileInput& in, std::int64_t actor_id) {
  User user = get(id);
  const User before = user;
  throw_if_contacts_taken(users_, user.id, in.email, in.phone);
  apply(user, in);
  user.updated_at = core::format_utc(clock_());
  save_profile(user, in);
  record(actor_id, "edit", before, user);
  return user;
}

User UserService::set_roles(std::int64_t id, const std::vector<std::string>& roles,
                            std::int64_t actor_id) {
  User user = get(id);
  const User before = user;
  for (const auto& role : roles) {
    if (!auth::is_role_code(role)) core::throw_invalid({{"roles", {"Неизвестная роль: " + role}}});
  }
  std::vector<std::string> unique;
  for (const auto& role : roles) {
    if (std::find(unique.begin(), unique.end(), role) == unique.end()) unique.push_back(role);
  }
  std::sort(unique.begin(), unique.end());
  users_.set_roles(id, unique);
  user.roles = unique;
  user.updated_at = core::format_utc(clock_());
  users_.update(user);
  record(actor_id, "roles", before, user);
  return user;
}

User UserService::block(std::int64_t id, std::int64_t actor_id, const std::string& reason) {
  if (id == actor_id) core::throw_invalid({{"reason", {"Нельзя заблокировать самого себя"}}});
  User user = get(id);
  const User before = user;
  const auto now = core::format_utc(clock_());
  user.blocked_at = now;
  user.blocked_reason = reason;
  user.updated_at = now;
  users_.update(user);
  auth_.revoke_all(id);
  record(actor_id, "block", before, user);
  return user;
}

User UserService::unblock(std::int64_t id, std::int64_t actor_id) {
  User user = get(id);
  const User before = user;
  user.blocked_at.reset();
  user.blocked_reason.reset();
  user.updated_at = core::format_utc(clock_());
  users_.update(user);
  record(actor_id, "unblock", before, user);
  return user;
}

}  // namespace platform::users
