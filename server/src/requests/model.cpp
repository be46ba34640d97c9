#include "requests/model.hpp"

namespace platform::requests {

namespace {

std::string_view name_in(const std::vector<std::pair<std::string_view, std::string_view>>& list,
                         std::string_view code) {
  for (const auto& [c, name] : list) {
    if (c == code) return name;
  }
  return {};
}

}  // namespace

const std::vector<std::pair<std::string_view, std::string_view>>& form_names() {
  static const std::vector<std::pair<std::string_view, std::string_view>> list = {
      {"callback", "Обратный звонок"}, {"question", "Вопрос"}, {"feedback", "Отзыв о платформе"}};
  return list;
}

const std::vector<std::pair<std::string_view, std::string_view>>& status_names() {
  static const std::vector<std::pair<std::string_view, std::string_view>> list = {
      {"new", "Новая"}, {"in_work", "В работе"}, {"done", "Обработана"}, {"spam", "Спам"}};
  return list;
}

std::string_view form_name(std::string_view code) {
  return name_in(form_names(), code);
}

std::string_view status_name(std::string_view code) {
  return name_in(status_names(), code);
}

}  // namespace platform::requests
