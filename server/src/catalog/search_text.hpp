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

// A document as the SQLite FTS5 index holds it: its stems separated by spaces.
std::string stemmed_document(std::string_view text);

// An HTML snippet of text around the first word whose stem is one of `stems`: at most about
// `max_chars` characters, every matching word in <mark>…</mark>, everything else HTML-escaped,
// "…" where the text was cut.
std::string highlight(std::string_view text, const std::set<std::string>& stems, std::size_t max_chars);


}  // namespace platform::catalog
