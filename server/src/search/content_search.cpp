#include "search/content_search.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "catalog/search_text.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/validation.hpp"

namespace platform::search {
namespace json = boost::json;

namespace {

// Keys of block fields that hold no reader's text: kinds, anchors, addresses, codes.
bool is_text_key(std::string_view key) {
  static constexpr std::string_view kSkipped[] = {
      "type",          "anchor", "image", "link",  "button_link", "second_link",
      "more_link",     "form",   "tone",  "sort",  "columns",     "city",
      "creative_type", "tags",   "types", "email", "map_link",    "article_type"};
  return std::find(std::begin(kSkipped), std::end(kSkipped), key) == std::end(kSkipped);
}

// Every reader's text of a block list, the pieces as sentences (a heading gets a full stop, so a
// snippet across it reads right).
void collect_text(const json::value& value, std::string& out) {
  if (const auto* text = value.if_string()) {
    if (text->empty()) return;
    out += *text;
    const char last = text->back();
    out += (last == '.' || last == '!' || last == '?' || last == ':' || last == ';') ? " " : ". ";
  } else if (const auto* array = value.if_array()) {
    for (const auto& item : *array) collect_text(item, out);
  } else if (const auto* object = value.if_object()) {
    for (const auto& [key, item] : *object) {
      if (is_text_key(key)) collect_text(item, out);
    }
  }
}

std::vector<std::string> stems_of(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& word : catalog::words(text)) out.push_back(catalog::stem(word));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

Document document(std::string kind, std::string area, std::string url, std::string title,
                  std::string text) {
  Document d{
      std::move(kind), std::move(area), std::move(url), std::move(title), std::move(text), {}, {}};
  d.title_stems = stems_of(d.title);
  d.text_stems = stems_of(d.text);
  return d;
}

bool has(const std::vector<std::string>& stems, const catalog::QueryTerm& term) {
  if (!term.prefix) return std::binary_search(stems.begin(), stems.end(), term.stem);
  const auto from = std::lower_bound(stems.begin(), stems.end(), term.stem);
  return from != stems.end() && term.matches(*from);
}

}  // namespace

ContentSearch::ContentSearch(content::PageRepository& pages, blog::BlogRepository& blog,
                             db::Database& database)
    : pages_(pages),
      blog_(blog),
      documents_("search_documents", database.changes().versions(), {cache::Domain::content}, 1),
      answers_("search_answers", database.changes().versions(), {cache::Domain::content}, 256) {}

std::shared_ptr<const std::vector<Document>> ContentSearch::documents() {
  if (auto found = documents_.find("")) return found;
  const auto before = documents_.stamp();
  std::vector<Document> docs;
  for (const auto& page : pages_.all()) {
    if (page.status != "published") continue;
    std::string text;
    collect_text(core::parse_json_or(page.blocks_json, json::array()), text);
    docs.push_back(document("page", page.area, page.path, page.title, std::move(text)));
  }
  blog::ArticleQuery query;
  query.limit = 50000;
  query.with_blocks = true;
  for (const auto& a : blog_.published(query)) {
    std::string text;
    if (a.lead) collect_text(json::value(*a.lead), text);
    collect_text(core::parse_json_or(a.blocks_json, json::array()), text);
    docs.push_back(document("article", "main", "/blog/" + a.type_code + "/" + a.code + "/", a.title,
                            std::move(text)));
  }
  return documents_.store("", std::move(docs), before);
}

std::shared_ptr<const std::string> ContentSearch::find(const std::string& text) {
  if (auto body = answers_.find(text)) return body;
  const auto before = answers_.stamp();
  const auto terms = catalog::query_terms(text);
  const auto docs = documents();
  std::vector<const Document*> in_title, elsewhere;
  if (!terms.empty()) {
    for (const auto& d : *docs) {
      bool all = true, all_in_title = true;
      for (const auto& term : terms) {
        const bool title = has(d.title_stems, term);
        all_in_title = all_in_title && title;
        if (!title && !has(d.text_stems, term)) {
          all = false;
          break;
        }
      }
      if (all) (all_in_title ? in_title : elsewhere).push_back(&d);
    }
  }
  json::array items;
  for (const auto* group : {&in_title, &elsewhere}) {
    for (const auto* d : *group) {
      if (items.size() == kMaxResults) break;
      items.push_back(json::object{{"type", d->kind},
                                   {"area", d->area},
                                   {"url", d->url},
                                   {"title", d->title},
                                   {"title_html", catalog::highlight(d->title, terms, 300)},
                                   {"snippet", catalog::highlight(d->text, terms, 220)}});
    }
  }
  return answers_.store(text,
                        json::serialize(json::object{
                            {"status", 200}, {"data", json::object{{"items", std::move(items)}}}}),
                        before);
}

void register_routes(http::Router& router, const auth::Guard& guard, ContentSearch& search) {
  guard.add(router, {
                        {http::Verb::get, "/api/search/content", auth::Access::anyone, "",
                         [&search](http::Request& request, const auth::Principal*) {
                           core::FieldErrors errors;
                           const auto text = request.query("text").value_or("");
                           if (auto problem = core::text_problem(text, 200)) {
                             errors["text"].push_back(*problem);
                           } else if (catalog::query_terms(text).empty()) {
                             errors["text"].push_back("Обязательное поле для заполнения");
                           }
                           if (!errors.empty()) core::throw_invalid(std::move(errors));
                           return http::json_shared(search.find(text));
                         }},
                    });
}

}  // namespace platform::search
