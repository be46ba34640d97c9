#include "catalog/search_text.hpp"

#include <libstemmer.h>

#include <algorithm>
#include <memory>

#include "core/text.hpp"

namespace platform::catalog {
namespace {

// Decodes one UTF-8 code point at text[i] (the text is valid UTF-8: request bodies and queries
// are checked); returns its length in bytes.
std::size_t decode(std::string_view text, std::size_t i, char32_t& cp) {
  const auto b = static_cast<unsigned char>(text[i]);
  if (b < 0x80) {
    cp = b;
    return 1;
  }
  std::size_t n = (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 1;
  if (i + n > text.size()) n = 1;
  cp = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
  for (std::size_t k = 1; k < n; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return n;
}

void encode(char32_t cp, std::string& out) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The lowercase letter or digit cp stands for, or 0 when it separates words.
char32_t word_char(char32_t cp) {
  if (cp >= '0' && cp <= '9') return cp;
  if (cp >= 'a' && cp <= 'z') return cp;
  if (cp >= 'A' && cp <= 'Z') return cp + 32;
  if (cp >= 0x0430 && cp <= 0x044F) return cp;         // а..я
  if (cp >= 0x0410 && cp <= 0x042F) return cp + 0x20;  // А..Я
  if (cp == 0x0451 || cp == 0x0401) return 0x0435;     // ё, Ё -> е
  return 0;
}

struct Token {
  std::size_t begin, end;  // bytes in the text
  std::string word;        // lowercased
};

std::vector<Token> tokens(std::string_view text) {
  std::vector<Token> out;
  Token current{0, 0, {}};
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const std::size_t n = decode(text, i, cp);
    const char32_t w = word_char(cp);
    if (w) {
      if (current.word.empty()) current.begin = i;
      encode(w, current.word);
      current.end = i + n;
    } else if (!current.word.empty()) {
      out.push_back(std::move(current));
      current = Token{0, 0, {}};
    }
    i += n;
  }
  if (!current.word.empty()) out.push_back(std::move(current));
  return out;
}

struct StemmerDeleter {
  void operator()(sb_stemmer* s) const { sb_stemmer_delete(s); }
};

}  // namespace

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  for (auto& t : tokens(text)) out.push_back(std::move(t.word));
  return out;
}

std::string stem(const std::string& word) {
  // A stemmer is not thread-safe: one per thread.
  thread_local std::unique_ptr<sb_stemmer, StemmerDeleter> stemmer(
      sb_stemmer_new("russian", "UTF_8"));
  if (!stemmer) return word;
  const sb_symbol* out =
      sb_stemmer_stem(stemmer.get(), reinterpret_cast<const sb_symbol*>(word.data()),
                      static_cast<int>(word.size()));
  if (!out) return word;
  return std::string(reinterpret_cast<const char*>(out),
                     static_cast<std::size_t>(sb_stemmer_length(stemmer.get())));
}

bool is_stop_word(const std::string& word) {
  static const std::set<std::string> list = {
      "и",      "в",     "во",      "не",     "что",     "он",      "на",     "я",     "с",
      "со",     "как",   "а",       "то",     "все",     "она",     "так",    "его",   "но",
      "да",     "ты",    "к",       "у",      "же",      "вы",      "за",     "бы",    "по",
      "только", "ее",    "мне",     "было",   "вот",     "от",      "меня",   "еще",   "нет",
      "о",      "из",    "ему",     "теперь", "когда",   "даже",    "ну",     "вдруг", "ли",
      "если",   "уже",   "или",     "ни",     "быть",    "был",     "него",   "до",    "вас",
      "нибудь", "опять", "уж",      "вам",    "ведь",    "там",     "потом",  "себя",  "ничего",
      "ей",     "может", "они",     "тут",    "где",     "есть",    "надо",   "ней",   "для",
      "мы",     "тебя",  "их",      "чем",    "была",    "сам",     "чтоб",   "без",   "будто",
      "чего",   "раз",   "тоже",    "себе",   "под",     "будет",   "ж",      "тогда", "кто",
      "этот",   "того",  "потому",  "этого",  "какой",   "совсем",  "ним",    "здесь", "этом",
      "один",   "почти", "мой",     "тем",    "чтобы",   "нее",     "сейчас", "были",  "куда",
      "зачем",  "всех",  "никогда", "можно",  "при",     "наконец", "два",    "об",    "другой",
      "хоть",   "после", "над",     "больше", "тот",     "через",   "эти",    "нас",   "про",
      "всего",  "них",   "какая",   "много",  "разве",   "три",     "эту",    "моя",   "впрочем",
      "хорошо", "свою",  "этой",    "перед",  "иногда",  "лучше",   "чуть",   "том",   "нельзя",
      "такой",  "им",    "более",   "всегда", "конечно", "всю",     "между"};
  return list.count(word) > 0;
}

std::vector<std::string> query_stems(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& w : words(text)) {
    if (is_stop_word(w)) continue;
    auto s = stem(w);
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
  }
  return out;
}

bool QueryTerm::matches(std::string_view word_stem) const {
  return prefix ? word_stem.starts_with(stem) : word_stem == stem;
}

std::vector<QueryTerm> query_terms(std::string_view text) {
  std::vector<QueryTerm> out;
  for (auto& s : query_stems(text)) {
    std::size_t chars = 0;
    std::size_t i = 0;
    for (char32_t cp = 0; i < s.size(); ++chars) i += decode(s, i, cp);
    const bool prefix = chars >= kMinPrefixChars;
    out.push_back(QueryTerm{std::move(s), prefix});
  }
  return out;
}

namespace {

bool matches_any(const std::vector<QueryTerm>& terms, const std::string& word) {
  const auto s = stem(word);
  return std::any_of(terms.begin(), terms.end(), [&s](const QueryTerm& t) { return t.matches(s); });
}

}  // namespace

bool mentions(std::string_view text, const std::vector<QueryTerm>& terms) {
  for (const auto& t : tokens(text)) {
    if (matches_any(terms, t.word)) return true;
  }
  return false;
}

std::string stemmed_document(std::string_view text) {
  std::string out;
  for (const auto& w : words(text)) {
    if (!out.empty()) out += ' ';
    out += stem(w);
  }
  return out;
}

std::string highlight(std::string_view text, const std::vector<QueryTerm>& terms,
                      std::size_t max_chars) {
  const auto all = tokens(text);
  std::size_t first = 0;
  bool found = false;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (matches_any(terms, all[i].word)) {
      first = i;
      found = true;
      break;
    }
  }
  // The window: from a few words before the first match, about max_chars characters (in bytes a
  // Cyrillic character is two, so the byte budget is doubled), cut at word edges.
  const std::size_t budget = max_chars * 2;
  std::size_t begin = 0;
  if (found && first > 0 && text.size() > budget) begin = all[first >= 4 ? first - 4 : 0].begin;
  std::size_t end = text.size();
  if (end - begin > budget) {
    end = begin;
    for (const auto& t : all) {
      if (t.begin < begin) continue;
      if (t.end - begin > budget) break;
      end = t.end;
    }
  }
  std::string out;
  if (begin > 0) out += "…";
  std::size_t at = begin;
  for (const auto& t : all) {
    if (t.begin < begin || t.end > end) continue;
    if (!matches_any(terms, t.word)) continue;
    out += core::escape_html(text.substr(at, t.begin - at));
    out += "<mark>";
    out += core::escape_html(text.substr(t.begin, t.end - t.begin));
    out += "</mark>";
    at = t.end;
  }
  out += core::escape_html(text.substr(at, end - at));
  if (end < text.size()) out += "…";
  return out;
}

// The snippet of a found event from its search_text (name, labels, description, one per line):
// the description around its first match, else the labels when they hold the match (a circus
// event found by its creative type shows «Цирковое искусство»), else the description's start.
std::string snippet(const std::string& searched, const std::vector<QueryTerm>& terms) {
  const auto first = searched.find('\n');
  const auto second = first == std::string::npos ? first : searched.find('\n', first + 1);
  if (second == std::string::npos) return highlight(searched, terms, 200);
  const std::string_view all(searched);
  const auto labels = all.substr(first + 1, second - first - 1);
  const auto body = all.substr(second + 1);
  if (!mentions(body, terms) && mentions(labels, terms)) return highlight(labels, terms, 200);
  return highlight(body, terms, 200);
}

}  // namespace platform::catalog
