#include "mail/attachments.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <exception>

namespace platform::mail {
namespace json = boost::json;

std::vector<Attachment> AttachmentSources::render(const std::string& list_json) const {
  std::vector<Attachment> out;
  if (list_json.empty()) return out;
  boost::system::error_code ec;
  const json::value list = json::parse(list_json, ec);
  if (ec || !list.is_array()) {
    spdlog::error("outbox attachments: not a JSON list: {}", list_json.substr(0, 200));
    return out;
  }
  for (const auto& item : list.get_array()) {
    const auto* o = item.if_object();
    const auto* kind = o ? o->if_contains("kind") : nullptr;
    const auto* id = o ? o->if_contains("id") : nullptr;
    if (!kind || !kind->is_string() || !id || !id->is_string()) continue;
    const auto source = sources_.find(std::string(kind->get_string()));
    if (source == sources_.end()) {
      spdlog::error("outbox attachments: no source of kind {}", std::string(kind->get_string()));
      continue;
    }
    try {
      if (auto file = source->second(std::string(id->get_string()))) {
        out.push_back(std::move(*file));
      } else {
        spdlog::warn("outbox attachments: {} {} is gone, left out", std::string(kind->get_string()),
                     std::string(id->get_string()));
      }
    } catch (const std::exception& e) {
      spdlog::error("outbox attachments: {} {} failed: {}", std::string(kind->get_string()),
                    std::string(id->get_string()), e.what());
    }
  }
  return out;
}

std::string attachment_list(const std::vector<std::pair<std::string, std::string>>& items) {
  json::array list;
  for (const auto& [kind, id] : items) list.push_back(json::object{{"kind", kind}, {"id", id}});
  return json::serialize(list);
}

}  // namespace platform::mail
