#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "storage/storage.hpp"

namespace platform::storage {

// Where an S3-compatible bucket is and how to sign for it (decision 0050). Yandex Object
// Storage, VK Cloud, Selectel and MinIO speak the same API: path-style addresses
// (<endpoint>/<bucket>/<prefix><key>) signed with AWS Signature V4, which libcurl computes.
struct ObjectStorageSettings {
  std::string endpoint;  // "https://storage.yandexcloud.net"
  std::string bucket;
  std::string prefix;  // "" or "platform/": keys are kept under it
  std::string region = "ru-central1";
  std::string access_key;
  std::string secret_key;
  std::chrono::milliseconds timeout{15000};  // a whole request, 20 MB upload included
};

// The files in an S3-compatible bucket, shared by every copy of the server that names it.
// A request that fails to connect or gets a 5xx is made once more; then it throws. On an io
// thread (core::waiting_allowed() false) reads and writes throw core::MustWait, so that the
// request is answered on the blocking pool and the io thread never waits for the network.
class ObjectStorage final : public Storage {
 public:
  explicit ObjectStorage(ObjectStorageSettings settings);
  ~ObjectStorage() override;
  ObjectStorage(const ObjectStorage&) = delete;
  ObjectStorage& operator=(const ObjectStorage&) = delete;

  [[nodiscard]] std::optional<std::string> read(std::string_view key) const override;
  [[nodiscard]] bool exists(std::string_view key) const override;
  void write(std::string_view key, std::string_view bytes) const override;
  void remove(std::string_view key) const override;
  [[nodiscard]] std::vector<std::string> keys() const override;
  [[nodiscard]] std::string describe() const override;

 private:
  struct Reply {
    long status = 0;
    std::string body;
  };
  enum class Method { get, head, put, del };
  [[nodiscard]] Reply send(Method method, const std::string& url, std::string_view body = {}) const;
  [[nodiscard]] Reply send_once(Method method, const std::string& url, std::string_view body) const;
  [[nodiscard]] std::string url_of(std::string_view key) const;

  ObjectStorageSettings settings_;
  std::string signing_;  // "aws:amz:<region>:s3"
  class Handles;         // libcurl handles kept between requests: their connections stay open
  std::unique_ptr<Handles> handles_;
};

}  // namespace platform::storage
