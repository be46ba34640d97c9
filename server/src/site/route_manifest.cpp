#include "site/route_manifest.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/text.hpp"

namespace platform::site {
namespace json = boost::json;

namespace {

std::string string_field(const json::object& o, std::string_view key, std::string_view where) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_string()) {
    throw std::runtime_error("routes.json: " + std::string(where) + " needs a string '" +
                             std::string(key) + "'");
  }
  return std::string(v->get_string());
}

}  // namespace

RouteManifest RouteManifest::load(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.string() + ": build the web app first");
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse(ss.str());
}

RouteManifest RouteManifest::parse(std::string_view text) {
  boost::system::error_code ec;
  const json::value doc = json::parse(text, ec);
  if (ec || !doc.is_object()) throw std::runtime_error("routes.json is not a JSON object");
  const json::object& root = doc.get_object();

  RouteManifest m;
  m.product_ = string_field(root, "product", "the manifest");
  m.version_ = string_field(root, "version", "the manifest");
  if (const auto* areas = root.if_contains("areas"); areas && areas->is_object()) {
    for (const auto& [code, info] : areas->get_object()) {
      if (!info.is_object()) continue;
      const auto& o = info.get_object();
      const std::string where = "area " + std::string(code);
      m.areas_[std::string(code)] = {string_field(o, "name", where),
                                     string_field(o, "title", where),
                                     string_field(o, "description", where)};
    }
  }
  const auto* routes = root.if_contains("routes");
  if (routes == nullptr || !routes->is_array())
    throw std::runtime_error("routes.json needs 'routes'");
  for (const auto& item : routes->get_array()) {
    if (!item.is_object()) throw std::runtime_error("routes.json: a route is not an object");
    const auto& o = item.get_object();
    PageRoute r;
    r.name = string_field(o, "name", "a route");
    r.area = string_field(o, "area", r.name);
    r.pattern = string_field(o, "path", r.name);
    r.title = string_field(o, "title", r.name);
    r.description = string_field(o, "description", r.name);
    if (const auto* content = o.if_contains("content"); content && content->is_string()) {
      r.content = std::string(content->get_string());
    }
    if (const auto* noindex = o.if_contains("noindex"); noindex && noindex->is_bool()) {
      r.noindex = noindex->get_bool();
    }
    m.routes_.push_back(std::move(r));
  }

  for (std::size_t i = 0; i < m.routes_.size(); ++i) {
    Compiled c{i, {}};
    for (const auto part : core::split_path(m.routes_[i].pattern)) {
      if (part.size() > 1 && part.front() == ':') {
        auto name = part.substr(1);
        auto kind = Segment::Kind::param;
        if (name.ends_with('?')) kind = Segment::Kind::optional;
        if (name.ends_with('+') || name.ends_with('*')) kind = Segment::Kind::rest;
        if (kind != Segment::Kind::param) name.remove_suffix(1);
        c.segments.push_back({kind, std::string(name)});
      } else {
        c.segments.push_back({Segment::Kind::literal, std::string(part)});
      }
    }
    m.by_area_[m.routes_[i].area].push_back(std::move(c));
  }
  return m;
}

const AreaInfo* RouteManifest::area(std::string_view code) const {
  const auto it = areas_.find(std::string(code));
  return it == areas_.end() ? nullptr : &it->second;
}

bool RouteManifest::matches(const std::vector<Segment>& pattern, std::size_t pi,
                            const std::vector<std::string_view>& parts, std::size_t si) {
  if (pi == pattern.size()) return si == parts.size();
  const Segment& seg = pattern[pi];
  switch (seg.kind) {
    case Segment::Kind::literal:
      return si < parts.size() && parts[si] == seg.text && matches(pattern, pi + 1, parts, si + 1);
    case Segment::Kind::param:
      return si < parts.size() && matches(pattern, pi + 1, parts, si + 1);
    case Segment::Kind::optional:
      return (si < parts.size() && matches(pattern, pi + 1, parts, si + 1)) ||
             matches(pattern, pi + 1, parts, si);
    case Segment::Kind::rest:
      for (std::size_t end = parts.size(); end > si; --end) {
        if (matches(pattern, pi + 1, parts, end)) return true;
      }
      return false;
  }
  return false;
}

RouteManifest::Match RouteManifest::match(std::string_view area, std::string_view path) const {
  Match result;
  const auto it = by_area_.find(std::string(area));
  if (it == by_area_.end() || path.empty() || path.front() != '/') return result;
  // "//x" or "/a//b" is never a page: empty segments are not canonical.
  if (path.find("//") != std::string_view::npos) return result;
  const auto parts = core::split_path(path);
  for (const auto& part : parts) {
    if (part == "." || part == "..") return result;
  }
  // Literal routes first, so that /poisk/ wins over the catch-all /:slug/.
  const PageRoute* best = nullptr;
  std::size_t best_literals = 0;
  for (const Compiled& c : it->second) {
    if (!matches(c.segments, 0, parts, 0)) continue;
    std::size_t literals = 0;
    for (const auto& s : c.segments) literals += s.kind == Segment::Kind::literal;
    if (best == nullptr || literals > best_literals) {
      best = &routes_[c.route];
      best_literals = literals;
    }
  }
  result.route = best;
  result.needs_trailing_slash = best != nullptr && path.back() != '/';
  return result;
}

}  // namespace platform::site
