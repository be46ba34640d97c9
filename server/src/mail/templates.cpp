#include "mail/templates.hpp"

namespace platform::mail {

Email welcome_email(const std::string& first_name) {
  return {"Добро пожаловать на платформу «Территория творчества»",
          "Здравствуйте, " + first_name +
              "!\n\nВы зарегистрировались на платформе «Территория творчества». Войти в личный "
              "кабинет можно по адресу электронной почты и паролю, указанным при регистрации.\n\n"
              "Если вы не регистрировались, просто проигнорируйте это письмо.\n"};
}

Email login_code_email(const std::string& code, int valid_minutes) {
  return {"Код для входа: " + code,
          "Ваш код для входа на платформу «Территория творчества»: " + code + "\n\nКод действует " +
              std::to_string(valid_minutes) +
              " минут и подходит для одного входа. Никому его не сообщайте.\n\n"
              "Если вы не запрашивали код, просто проигнорируйте это письмо.\n"};
}

std::string login_code_sms(const std::string& code, int valid_minutes) {
  return "Код для входа: " + code + ". Действует " + std::to_string(valid_minutes) + " минут.";
}

}  // namespace platform::mail
