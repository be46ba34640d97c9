#pragma once

#include <string>

namespace platform::mail {

struct Email {
  std::string subject;
  std::string body;
};

// The Russian texts the platform sends.
Email welcome_email(const std::string& first_name);
Email login_code_email(const std::string& code, int valid_minutes);
std::string login_code_sms(const std::string& code, int valid_minutes);

}  // namespace platform::mail
