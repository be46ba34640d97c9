#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mail/attachments.hpp"

namespace platform::mail {

// Delivers one email. Returns nothing on success, the error text otherwise (never throws).
class Mailer {
 public:
  virtual ~Mailer() = default;
  virtual std::optional<std::string> send(const std::string& to, const std::string& subject,
                                          const std::string& body) = 0;
  // With files attached (multipart/mixed); a mailer that cannot attach sends the text alone.
  virtual std::optional<std::string> send_with(const std::string& to, const std::string& subject,
                                               const std::string& body,
                                               const std::vector<Attachment>& attachments) {
    (void)attachments;
    return send(to, subject, body);
  }
};

// Delivers one SMS. Same contract as Mailer.
class SmsSender {
 public:
  virtual ~SmsSender() = default;
  virtual std::optional<std::string> send(const std::string& to, const std::string& text) = 0;
};

struct SmtpSettings {
  std::string url;  // smtp://host:port or smtps://host:port
  std::string from;
  std::string user;
  std::string password;
  long timeout_seconds = 5;
};

// SMTP through libcurl: STARTTLS is used when the server offers it on smtp:// (required for
// non-loopback hosts), smtps:// is TLS from the start; certificates are verified.
std::unique_ptr<Mailer> make_smtp_mailer(SmtpSettings settings);

// POSTs {"to": ..., "text": ...} as JSON to url; a 2xx answer is success.
std::unique_ptr<SmsSender> make_http_sms_sender(std::string url, long timeout_seconds = 5);

// The RFC 5322 message SmtpMailer sends: UTF-8 subject (RFC 2047) and base64 text body; with
// attachments a multipart/mixed message of the text and each file (base64).
std::string format_email(const std::string& from, const std::string& to, const std::string& subject,
                         const std::string& body, const std::string& date_rfc5322,
                         const std::string& message_id,
                         const std::vector<Attachment>& attachments = {});

}  // namespace platform::mail
