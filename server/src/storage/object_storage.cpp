#include "storage/object_storage.hpp"

#include <curl/curl.h>
#include <sodium.h>
#include <spdlog/spdlog.h>

#include <cctype>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "core/concat.hpp"
#include "core/waiting.hpp"

namespace platform::storage {

namespace {

// Files are 20 MB at most (a PDF); an answer past this is not one of ours.
constexpr std::size_t kMaxAnswerBytes = 64u << 20;

std::string sha256_hex(std::string_view bytes) {
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * sizeof digest);
  for (const unsigned char byte : digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 0xF];
  }
  return out;
}

// RFC 3986 percent-encoding of a query value, as Signature V4 canonicalises it.
std::string encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += c;
    } else {
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    }
  }
  return out;
}

// The text of each <tag>…</tag> in an S3 XML answer, entities of our keys' alphabet aside.
std::vector<std::string> elements(std::string_view xml, std::string_view tag) {
  const std::string open = core::concat("<", tag, ">");
  const std::string close = core::concat("</", tag, ">");
  std::vector<std::string> out;
  for (std::size_t at = xml.find(open); at != std::string_view::npos; at = xml.find(open, at)) {
    at += open.size();
    const auto end = xml.find(close, at);
    if (end == std::string_view::npos) break;
    out.emplace_back(xml.substr(at, end - at));
    at = end + close.size();
  }
  return out;
}

std::size_t collect(char* data, std::size_t size, std::size_t count, void* user) {
  auto* body = static_cast<std::string*>(user);
  const std::size_t n = size * count;
  if (body->size() + n > kMaxAnswerBytes) return 0;  // curl stops with CURLE_WRITE_ERROR
  body->append(data, n);
  return n;
}

struct HeaderList {
  curl_slist* list = nullptr;
  ~HeaderList() { curl_slist_free_all(list); }
  void add(const std::string& line) {
    curl_slist* grown = curl_slist_append(list, line.c_str());
    if (!grown) throw std::bad_alloc();
    list = grown;
  }
};

}  // namespace

// Idle curl handles: one is taken per request and given back, so the connection it holds to the
// endpoint is reused by the next request of any thread.
class ObjectStorage::Handles {
 public:
  ~Handles() {
    for (CURL* handle : idle_) curl_easy_cleanup(handle);
  }

  CURL* take() {
    {
      const std::lock_guard lock(mutex_);
      if (!idle_.empty()) {
        CURL* handle = idle_.back();
        idle_.pop_back();
        return handle;
      }
    }
    CURL* handle = curl_easy_init();
    if (!handle) throw std::runtime_error("object storage: curl_easy_init failed");
    return handle;
  }

  void give_back(CURL* handle) {
    curl_easy_reset(handle);  // options go, the open connection stays
    const std::lock_guard lock(mutex_);
    idle_.push_back(handle);
  }

 private:
  std::mutex mutex_;
  std::vector<CURL*> idle_;
};

ObjectStorage::ObjectStorage(ObjectStorageSettings settings)
    : settings_(std::move(settings)),
      signing_(core::concat("aws:amz:", settings_.region, ":s3")),
      handles_(std::make_unique<Handles>()) {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  while (settings_.endpoint.ends_with('/')) settings_.endpoint.pop_back();
}

ObjectStorage::~ObjectStorage() = default;

std::string ObjectStorage::url_of(std::string_view key) const {
  check_key(key);
  return core::concat(settings_.endpoint, "/", settings_.bucket, "/", settings_.prefix, key);
}

ObjectStorage::Reply ObjectStorage::send_once(Method method, const std::string& url,
                                              std::string_view body) const {
  CURL* handle = handles_->take();
  struct GiveBack {
    Handles& handles;
    CURL* handle;
    ~GiveBack() { handles.give_back(handle); }
  } give_back{*handles_, handle};

  HeaderList headers;
  // Signature V4 for S3 signs the body's hash, which the request carries (curl 7.88 leaves it
  // to the caller).
  headers.add(core::concat("x-amz-content-sha256: ", sha256_hex(body)));
  curl_easy_setopt(handle, CURLOPT_URL, url.c_str());
  curl_easy_setopt(handle, CURLOPT_AWS_SIGV4, signing_.c_str());
  curl_easy_setopt(handle, CURLOPT_USERNAME, settings_.access_key.c_str());
  curl_easy_setopt(handle, CURLOPT_PASSWORD, settings_.secret_key.c_str());
  curl_easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, 3000L);
  curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, static_cast<long>(settings_.timeout.count()));
  curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  switch (method) {
    case Method::get:
      curl_easy_setopt(handle, CURLOPT_HTTPGET, 1L);
      break;
    case Method::head:
      curl_easy_setopt(handle, CURLOPT_NOBODY, 1L);
      break;
    case Method::put:
      curl_easy_setopt(handle, CURLOPT_CUSTOMREQUEST, "PUT");
      curl_easy_setopt(handle, CURLOPT_POSTFIELDS, body.data());
      curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
      headers.add("Content-Type: application/octet-stream");
      headers.add("Expect:");  // no 100-continue round trip
      break;
    case Method::del:
      curl_easy_setopt(handle, CURLOPT_CUSTOMREQUEST, "DELETE");
      break;
  }
  curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers.list);
  Reply reply;
  curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(handle, CURLOPT_WRITEDATA, &reply.body);
  const CURLcode code = curl_easy_perform(handle);
  if (code != CURLE_OK) {
    throw std::runtime_error(core::concat("object storage: ", url, ": ", curl_easy_strerror(code)));
  }
  curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &reply.status);
  return reply;
}

ObjectStorage::Reply ObjectStorage::send(Method method, const std::string& url,
                                         std::string_view body) const {
  try {
    Reply reply = send_once(method, url, body);
    if (reply.status < 500) return reply;
    spdlog::warn("object storage: {} answered {}; asking once more", url, reply.status);
  } catch (const std::runtime_error& e) {
    spdlog::warn("{}; asking once more", e.what());
  }
  return send_once(method, url, body);
}

namespace {

[[noreturn]] void fail(std::string_view what, std::string_view key, long status,
                       std::string_view body) {
  const auto codes = elements(body, "Code");
  // 403: the keys or the bucket's rights, which the operator sets (docs/deploy.md).
  const char* hint = status == 403 ? " (check STORAGE_S3_ACCESS_KEY, STORAGE_S3_SECRET_KEY and "
                                     "the key's rights on the bucket)"
                                   : "";
  throw std::runtime_error(
      core::concat("object storage: ", what, " ", key, " answered ", std::to_string(status),
                   codes.empty() ? "" : core::concat(" ", codes.front()), hint));
}

// Reads and writes wait for the network: never on an io thread (core/waiting.hpp).
void leave_io_thread() {
  if (!core::waiting_allowed()) throw core::MustWait();
}

}  // namespace

std::optional<std::string> ObjectStorage::read(std::string_view key) const {
  leave_io_thread();
  Reply reply = send(Method::get, url_of(key));
  if (reply.status == 404) return std::nullopt;
  if (reply.status != 200) fail("GET", key, reply.status, reply.body);
  return std::move(reply.body);
}

bool ObjectStorage::exists(std::string_view key) const {
  leave_io_thread();
  const Reply reply = send(Method::head, url_of(key));
  if (reply.status == 404) return false;
  if (reply.status != 200) fail("HEAD", key, reply.status, reply.body);
  return true;
}

void ObjectStorage::write(std::string_view key, std::string_view bytes) const {
  leave_io_thread();
  const Reply reply = send(Method::put, url_of(key), bytes);
  if (reply.status != 200) fail("PUT", key, reply.status, reply.body);
}

void ObjectStorage::remove(std::string_view key) const {
  // Removing is cleanup after a change is saved: it waits (with its deadline) wherever it is
  // called, and a failure leaves a file nothing refers to.
  try {
    const Reply reply = send(Method::del, url_of(key));
    if (reply.status != 204 && reply.status != 200 && reply.status != 404)
      fail("DELETE", key, reply.status, reply.body);
  } catch (const std::exception& e) {
    spdlog::warn("storage: cannot remove {}: {}", key, e.what());
  }
}

std::vector<std::string> ObjectStorage::keys() const {
  leave_io_thread();
  std::vector<std::string> out;
  std::string token;
  for (;;) {
    // The query's parameters in the order Signature V4 sorts them.
    std::string url = core::concat(settings_.endpoint, "/", settings_.bucket, "?");
    if (!token.empty()) url += core::concat("continuation-token=", encode(token), "&");
    url += core::concat("list-type=2&prefix=", encode(settings_.prefix));
    const Reply reply = send(Method::get, url);
    if (reply.status != 200) fail("LIST", settings_.prefix, reply.status, reply.body);
    for (auto& key : elements(reply.body, "Key")) {
      key.erase(0, settings_.prefix.size());
      if (valid_key(key)) out.push_back(std::move(key));
    }
    const auto truncated = elements(reply.body, "IsTruncated");
    const auto next = elements(reply.body, "NextContinuationToken");
    if (truncated.empty() || truncated.front() != "true" || next.empty()) return out;
    token = next.front();
  }
}

std::string ObjectStorage::describe() const {
  return core::concat("bucket ", settings_.bucket, " at ", settings_.endpoint,
                      settings_.prefix.empty() ? "" : core::concat(", under ", settings_.prefix));
}

}  // namespace platform::storage
