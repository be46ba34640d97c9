#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"

namespace platform::http {

using Handler = std::function<Response(Request&)>;

// What a handler costs its thread: light ones run on the io thread; heavy ones (argon2id password
// hashing, ~0.1 s of CPU) run on the server's blocking pool, so no io thread stalls (decision
// 0021). Only writes (POST, PUT, PATCH, DELETE) may be heavy: App::heavy skips reads.
enum class Cost { light, heavy };

// Maps (method, path) to a handler. Patterns are literal segments and `{name}` parameters:
// "/api/event/{code}". A trailing slash is ignored, so "/api/cart" and "/api/cart/" are the same
// call. A GET route also answers HEAD.
class Router {
 public:
  void add(Verb method, std::string_view pattern, Handler handler, Cost cost = Cost::light);

  struct Match {
    enum class Result { found, no_path, no_method } result = Result::no_path;
    const Handler* handler = nullptr;
    const std::string* route = nullptr;  // "GET /api/event/{code}": the metrics' label
    Cost cost = Cost::light;
    std::map<std::string, std::string> params;
    std::string allow;  // for no_method: the methods the path does answer, e.g. "GET, HEAD"
  };

  Match match(Verb method, std::string_view path) const;

 private:
  struct Segment {
    std::string text;
    bool is_param = false;
  };
  struct Route {
    Verb method;
    std::vector<Segment> segments;
    Handler handler;
    Cost cost = Cost::light;
    std::string label;  // the method and the pattern
  };

  static bool matches(const Route& route, const std::vector<std::string_view>& parts,
                      std::map<std::string, std::string>* params);

  std::vector<Route> routes_;
};

}  // namespace platform::http
