#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace platform::catalog {

// Words of a text: runs of letters and digits (Latin and Cyrillic), lowercased, ё read as е.
// Everything else separates words.
std::vector<std::string> words(std::string_view text);

// The Snowball Russian stem of one lowercased word (libstemmer; Latin words pass unchanged).
std::string stem(const std::string& word);

// True for a word of PostgreSQL's `russian` stop list (the Snowball list), which search ignores.
bool is_stop_word(const std::string& word);

// The stems a search text asks for, stop words dropped, each once, in order.
std::vector<std::string> query_stems(std::string_view text);

// One word a search asks for: its stem, which also matches longer stems starting with it
// («цирк» finds «цирковой», «вокал» finds «вокальный»: Snowball does not join derived words) once
// it has kMinPrefixChars characters; a shorter stem matches only itself, since as a prefix it
// would match far too much («хор» would find «хореография»).
struct QueryTerm {
  std::string stem;
  bool prefix = false;
  bool matches(std::string_view word_stem) const;
};
inline constexpr std::size_t kMinPrefixChars = 4;

// The terms a search text asks for, stop words dropped, each stem once, in order.
std::vector<QueryTerm> query_terms(std::string_view text);

// A document as the search indexes hold it: its stems separated by spaces.
std::string stemmed_document(std::string_view text);

// An HTML snippet of text around the first word matching one of `terms`: at most about
// `max_chars` characters, every matching word in <mark>…</mark>, everything else HTML-escaped,
// "…" where the text was cut.
std::string highlight(std::string_view text, const std::vector<QueryTerm>& terms,
                      std::size_t max_chars);

// The snippet of a found event from its search_text (name, labels, description, one per line):
// the description around its first match, else the labels when they hold the match, else the
// description's start. HTML, as highlight().
std::string snippet(const std::string& searched, const std::vector<QueryTerm>& terms);

// True when a word of text matches one of the terms.
bool mentions(std::string_view text, const std::vector<QueryTerm>& terms);

}  // namespace platform::catalog
