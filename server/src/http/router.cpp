#include "http/router.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/text.hpp"

namespace platform::http {

void Router::add(Verb method, std::string_view pattern, Handler handler, Cost cost) {
  if (pattern.empty() || pattern.front() != '/') {
    throw std::invalid_argument("route pattern must start with '/': " + std::string(pattern));
  }
  Route route{method,
              {},
              std::move(handler),
              cost,
              std::string(beast_http::to_string(method)) + " " + std::string(pattern)};
  for (const auto part : core::split_path(pattern)) {
    if (part.size() > 2 && part.front() == '{' && part.back() == '}') {
      route.segments.push_back({std::string(part.substr(1, part.size() - 2)), true});
    } else {
      route.segments.push_back({std::string(part), false});
    }
  }
  routes_.push_back(std::move(route));
}

bool Router::matches(const Route& route, const std::vector<std::string_view>& parts,
                     std::map<std::string, std::string>* params) {
  if (route.segments.size() != parts.size()) return false;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Segment& seg = route.segments[i];
    if (seg.is_param) {
      if (params) (*params)[seg.text] = std::string(parts[i]);
    } else if (seg.text != parts[i]) {
      return false;
    }
  }
  return true;
}

Router::Match Router::match(Verb method, std::string_view path) const {
  const auto parts = core::split_path(path);
  const Verb wanted = method == Verb::head ? Verb::get : method;
  Match m;
  std::vector<Verb> allowed;
  for (const Route& route : routes_) {
    if (!matches(route, parts, nullptr)) continue;
    if (route.method == wanted) {
      m.result = Match::Result::found;
      m.handler = &route.handler;
      m.route = &route.label;
      m.cost = route.cost;
      matches(route, parts, &m.params);
      return m;
    }
    allowed.push_back(route.method);
    if (route.method == Verb::get) allowed.push_back(Verb::head);
  }
  if (allowed.empty()) return m;
  m.result = Match::Result::no_method;
  for (const Verb v : allowed) {
    if (!m.allow.empty()) m.allow += ", ";
    m.allow += std::string(beast_http::to_string(v));
  }
  return m;
}

}  // namespace platform::http
