#pragma once

#include <string>
#include <vector>

#include "catalog/search_text.hpp"
#include "db/binds.hpp"
#include "db/database.hpp"

namespace platform::catalog {

// The SQL of a search over events `e` (decision 0009). Only the stems of the text's words
// (letters and digits) make the query, and it is bound through `binds`, never written into the
// SQL. Each function adds only the values of its own fragment, so a statement binds exactly what
// it uses.

// Events matching every term, as a condition on `e` alone (the list's search filter); "1 = 0"
// when there are no terms.
std::string search_condition(db::Backend backend, const std::vector<QueryTerm>& terms,
                             db::Binds& binds);

// The WHERE matching every term (non-empty terms) over the search index: FTS5's MATCH on
// SQLite (event_fts), the tsvector on PostgreSQL.
std::string search_match(db::Backend backend, const std::vector<QueryTerm>& terms,
                         db::Binds& binds);

// The query texts as the engines read them: FTS5 ("stem"* "stem") and tsquery
// (stem:* & stem, each with `weights` such as "A").
std::string fts_query(const std::vector<QueryTerm>& terms);
std::string tsquery_text(const std::vector<QueryTerm>& terms, const char* weights);

}  // namespace platform::catalog
