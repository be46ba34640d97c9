#include "files/uploads.hpp"

#include "core/errors.hpp"

namespace platform::files {

void Uploads::admit(long long user_id, std::size_t bytes, const std::string& field) {
  limits_.hit("upload", "user:" + std::to_string(user_id), kUploadsPerHour, std::chrono::hours(1),
              "Слишком много загрузок за час. Попробуйте позже.");
  if (files_.stored_bytes(user_id) + static_cast<long long>(bytes) > kQuotaBytes) {
    core::throw_invalid({{field,
                          {"Превышен объем загруженных файлов: не больше 200 МБ на пользователя. "
                           "Уберите лишние файлы из корзины или напишите в поддержку."}}});
  }
}

void Uploads::erase(const StoredUpload& upload) {
  // Rows first: a file on disk without a row is garbage, a row without its file is a broken link.
  files_.remove(upload.id);
  if (storage::valid_key(upload.path)) storage_.remove(upload.path);
}

void Uploads::release(long long file_id) {
  if (const auto upload = files_.unreferenced(file_id)) erase(*upload);
}

int Uploads::sweep() {
  int removed = 0;
  for (const auto& upload :
       files_.unreferenced_before(core::format_utc(clock_() - kUnreferencedFor))) {
    erase(upload);
    ++removed;
  }
  return removed;
}

}  // namespace platform::files
