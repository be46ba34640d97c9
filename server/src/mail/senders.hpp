#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mail/attachments.hpp"

namespace platform::mail {

// One email as a mailer sends it.
struct Outgoing {
  std::string to, subject, body;
  // The left part of its Message-ID (the outbox row's key): a resend is the same message.
  std::string key;
  std::vector<Attachment> attachments;  // multipart/mixed when any
};

// Delivers one email. Returns nothing on success, the error text otherwise (never throws).
class Mailer {
 public:
  virtual ~Mailer() = default;
  virtual std::optional<std::string> send(const Outgoing& email) = 0;
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

// The Message-ID of the email with this key sent from this address: "<key@domain>".
std::string message_id(const std::string& key, const std::string& from);

// The RFC 5322 message SmtpMailer sends: UTF-8 subject (RFC 2047) and base64 text body; with
// attachments a multipart/mixed message of the text and each file (base64).
std::string format_email(const std::string& from, const std::string& to, const std::string& subject,
                         const std::string& body, const std::string& date_rfc5322,
                         const std::string& message_id,
                         const std::vector<Attachment>& attachments = {});

}  // namespace platform::mail
