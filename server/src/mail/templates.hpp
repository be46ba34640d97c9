#pragma once

#include <string>

namespace platform::mail {

struct Email {
  std::string subject;
  std::string body;
};

// The Russian texts the platform sends.
Email welcome_email(const std::string& first_name);
// One-time codes: the code is in the body only, never in an email subject (subjects show up in
// notification previews and mail logs).
Email login_code_email(const std::string& code, int valid_minutes);
std::string login_code_sms(const std::string& code, int valid_minutes);
Email contact_code_email(const std::string& code, int valid_minutes);
std::string contact_code_sms(const std::string& code, int valid_minutes);

// To the old address or number when a change of contact is asked for, and when staff changed it.
Email contact_change_notice_email(const std::string& new_contact);
std::string contact_change_notice_sms(const std::string& new_contact);
Email contact_changed_by_staff_email(const std::string& new_contact);
// To the user when the password was changed (other sessions ended).
Email password_changed_email();

}  // namespace platform::mail
