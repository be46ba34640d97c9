#include "mail/senders.hpp"

#include <curl/curl.h>
#include <fmt/format.h>
#include <sodium.h>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cstring>
#include <ctime>
#include <mutex>

#include "auth/crypto.hpp"

namespace platform::mail {
namespace {

void global_init() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string base64(const std::string& bytes) {
  std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                    bytes.size(), sodium_base64_VARIANT_ORIGINAL);
  out.resize(std::strlen(out.c_str()));
  return out;
}

bool is_loopback_url(const std::string& url) {
  return url.find("://127.") != std::string::npos ||
         url.find("://localhost") != std::string::npos || url.find("://[::1]") != std::string::npos;
}

struct Upload {
  const std::string* data;
  std::size_t pos = 0;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* up = static_cast<Upload*>(user);
  const std::size_t n = std::min(size * count, up->data->size() - up->pos);
  // curl's read callback fills a byte buffer of `n`, not a C string.
  // NOLINTNEXTLINE(bugprone-not-null-terminated-result)
  std::memcpy(buffer, up->data->data() + up->pos, n);
  up->pos += n;
  return n;
}

std::size_t discard(char*, std::size_t size, std::size_t count, void*) {
  return size * count;
}

std::string rfc5322_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  return buf;
}

std::string domain_of(const std::string& address) {
  const auto at = address.rfind('@');
  return at == std::string::npos ? "localhost" : address.substr(at + 1);
}

}  // namespace

std::string message_id(const std::string& key, const std::string& from) {
  return fmt::format("<{}@{}>", key, domain_of(from));
}

namespace {

class SmtpMailer final : public Mailer {
 public:
  explicit SmtpMailer(SmtpSettings settings) : settings_(std::move(settings)) { global_init(); }

  std::optional<std::string> send(const Outgoing& email) override {
    const std::string& to = email.to;
    const std::string key = email.key.empty() ? auth::random_hex(12) : email.key;
    const std::string message =
        format_email(settings_.from, to, email.subject, email.body, rfc5322_now(),
                     message_id(key, settings_.from), email.attachments);
    CURL* curl = curl_easy_init();
    if (!curl) return "curl_easy_init failed";
    Upload upload{&message};
    const std::string to_address = fmt::format("<{}>", to);
    curl_slist* rcpt = curl_slist_append(nullptr, to_address.c_str());
    const std::string from = fmt::format("<{}>", settings_.from);
    curl_easy_setopt(curl, CURLOPT_URL, settings_.url.c_str());
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from.c_str());
    curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, rcpt);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, read_upload);
    curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, settings_.timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, settings_.timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
    // Credentials never travel in clear text to another host: STARTTLS is required there.
    curl_easy_setopt(
        curl, CURLOPT_USE_SSL,
        static_cast<long>(is_loopback_url(settings_.url) ? CURLUSESSL_TRY : CURLUSESSL_ALL));
    if (!settings_.user.empty()) {
      curl_easy_setopt(curl, CURLOPT_USERNAME, settings_.user.c_str());
      curl_easy_setopt(curl, CURLOPT_PASSWORD, settings_.password.c_str());
    }
    const CURLcode rc = curl_easy_perform(curl);
    curl_slist_free_all(rcpt);
    curl_easy_cleanup(curl);
    if (rc != CURLE_OK) return std::string("SMTP: ") + curl_easy_strerror(rc);
    return std::nullopt;
  }

 private:
  SmtpSettings settings_;
};

class HttpSmsSender final : public SmsSender {
 public:
  HttpSmsSender(std::string url, long timeout) : url_(std::move(url)), timeout_(timeout) {
    global_init();
  }

  std::optional<std::string> send(const std::string& to, const std::string& text) override {
    const std::string payload =
        boost::json::serialize(boost::json::object{{"to", to}, {"text", text}});
    CURL* curl = curl_easy_init();
    if (!curl) return "curl_easy_init failed";
    curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json");
    curl_easy_setopt(curl, CURLOPT_URL, url_.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, payload.c_str());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(payload.size()));
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, discard);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    const CURLcode rc = curl_easy_perform(curl);
    long status = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    if (rc != CURLE_OK) return std::string("SMS: ") + curl_easy_strerror(rc);
    if (status < 200 || status > 299) return fmt::format("SMS gateway answered {}", status);
    return std::nullopt;
  }

 private:
  std::string url_;
  long timeout_;
};

}  // namespace

std::string format_email(const std::string& from, const std::string& to, const std::string& subject,
                         const std::string& body, const std::string& date,
                         const std::string& message_id,
                         const std::vector<Attachment>& attachments) {
  const auto append_base64 = [](std::string& out, const std::string& bytes) {
    const std::string encoded = base64(bytes);
    for (std::size_t i = 0; i < encoded.size(); i += 76) {
      out.append(encoded, i, 76);
      out.append("\r\n");
    }
  };
  std::string out = fmt::format(
      "Date: {}\r\nFrom: {}\r\nTo: {}\r\nMessage-ID: {}\r\nSubject: =?UTF-8?B?{}?=\r\n"
      "MIME-Version: 1.0\r\n",
      date, from, to, message_id, base64(subject));
  constexpr const char* kText =
      "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n";
  if (attachments.empty()) {
    out.append(kText);
    append_base64(out, body);
    return out;
  }
  // Random, so that no base64 line (letters, digits, + / =) can contain it.
  const std::string boundary = "=_part_" + auth::random_hex(12);
  out.append(fmt::format("Content-Type: multipart/mixed; boundary=\"{}\"\r\n\r\n", boundary));
  out.append(fmt::format("--{}\r\n{}", boundary, kText));
  append_base64(out, body);
  for (const auto& a : attachments) {
    out.append(
        fmt::format("--{}\r\nContent-Type: {}; name=\"{}\"\r\nContent-Disposition: attachment; "
                    "filename=\"{}\"\r\nContent-Transfer-Encoding: base64\r\n\r\n",
                    boundary, a.content_type, a.filename, a.filename));
    append_base64(out, a.bytes);
  }
  out.append(fmt::format("--{}--\r\n", boundary));
  return out;
}

std::unique_ptr<Mailer> make_smtp_mailer(SmtpSettings settings) {
  return std::make_unique<SmtpMailer>(std::move(settings));
}

std::unique_ptr<SmsSender> make_http_sms_sender(std::string url, long timeout_seconds) {
  return std::make_unique<HttpSmsSender>(std::move(url), timeout_seconds);
}

}  // namespace platform::mail
