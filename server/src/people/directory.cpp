#include "people/directory.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_null.hpp"
#include "http/message.hpp"
#include "results/service.hpp"

namespace platform::people {
namespace json = boost::json;

namespace {

json::value named_json(const std::optional<Named>& v, const char* name_key) {
  if (!v) return nullptr;
  return json::object{{"slug", v->slug}, {name_key, v->name}};
}

json::array types_json(const std::vector<Named>& types) {
  json::array out;
  for (const auto& t : types) out.push_back(named_json(t, "title"));
  return out;
}

json::array strings_json(const std::vector<std::string>& list) {
  json::array out;
  for (const auto& s : list) out.emplace_back(s);
  return out;
}

json::value structure_json(const std::optional<StructureRef>& s) {
  if (!s) return nullptr;
  return json::object{{"code", s->code},
                      {"name", s->name},
                      {"kind", s->kind},
                      {"city", named_json(s->city, "name")}};
}

std::string envelope(const json::value& data) {
  return http::json_ok(data).body;
}

std::string list_key(const char* what, const PeopleQuery& q) {
  return core::concat(what, "|", q.creative_type.value_or(""), "|", q.city.value_or(""), "|",
                      q.kind.value_or(""), "|", std::to_string(q.page), "|",
                      std::to_string(q.per_page));
}

// A text's first sentence (to its first ". "), at most about 200 characters, or the whole text.
std::string first_sentence(const std::string& text) {
  const auto end = text.find(". ");
  std::string out = end == std::string::npos ? text : text.substr(0, end + 1);
  if (out.size() > 400) {
    out.resize(400);
    // Never cut a UTF-8 character in half.
    while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0u) == 0x80u)
      out.pop_back();
    if (!out.empty() && (static_cast<unsigned char>(out.back()) & 0x80u)) out.pop_back();
    out += "…";
  }
  return out;
}

std::string joined_types(const std::vector<Named>& types) {
  std::string out;
  for (std::size_t i = 0; i < types.size(); ++i) out += core::concat(i ? ", " : "", types[i].name);
  return out;
}

}  // namespace

json::object to_json(const MentorCard& c) {
  return {{"code", c.code},
          {"name", c.name},
          {"position", core::or_null(c.position)},
          {"photo", core::or_null(c.photo)},
          {"city", named_json(c.city, "name")},
          {"creative_types", types_json(c.creative_types)}};
}

json::object to_json(const ParticipantCard& c) {
  return {{"code", c.code},
          {"name", c.name},
          {"kind", c.kind},
          {"photo", core::or_null(c.photo)},
          {"city", named_json(c.city, "name")},
          {"creative_types", types_json(c.creative_types)},
          {"structure_name", core::or_null(c.structure_name)}};
}

json::object to_json(const Mentor& m) {
  json::object out = to_json(m.card);
  out["bio"] = core::or_null(m.bio);
  out["structure"] = structure_json(m.structure);
  out["achievements"] = strings_json(m.achievements);
  out["photos"] = strings_json(m.photos);
  out["videos"] = strings_json(m.videos);
  json::array participants;
  for (const auto& p : m.participants) participants.push_back(to_json(p));
  out["participants"] = std::move(participants);
  json::array jury;
  for (const auto& e : m.jury) {
    jury.push_back(json::object{{"code", e.code},
                                {"name", e.name},
                                {"date_start", e.date_start},
                                {"date_end", e.date_end},
                                {"city", named_json(e.city, "name")}});
  }
  out["jury"] = std::move(jury);
  return out;
}

json::object to_json(const Participant& p) {
  json::object out = to_json(p.card);
  out.erase("structure_name");
  out["bio"] = core::or_null(p.bio);
  out["structure"] = structure_json(p.structure);
  if (p.mentor) {
    out["mentor"] = json::object{{"code", p.mentor->code},
                                 {"name", p.mentor->name},
                                 {"position", core::or_null(p.mentor->position)},
                                 {"photo", core::or_null(p.mentor->photo)}};
  } else {
    out["mentor"] = nullptr;
  }
  out["photos"] = strings_json(p.photos);
  out["videos"] = strings_json(p.videos);
  out["results"] = json::array();  // filled by PeopleDirectory::participant (decision 0045)
  return out;
}

PeopleDirectory::PeopleDirectory(PeopleRepository& repository)
    : repository_(repository),
      answers_("people_answers", repository.database().changes().versions(),
               {cache::Domain::catalog}, kMaxAnswers, kMaxAnswerBytes),
      heads_("people_heads", repository.database().changes().versions(), {cache::Domain::catalog},
             kMaxAnswers),
      paths_("people_paths", repository.database().changes().versions(), {cache::Domain::catalog},
             1) {}

std::shared_ptr<const std::string> PeopleDirectory::filters() {
  return answers_.get("filters", [this] {
    const auto f = repository_.filters();
    json::array cities;
    for (const auto& c : f.cities) cities.push_back(named_json(c, "name"));
    json::array structures;
    for (const auto& st : f.structures) {
      structures.push_back(json::object{{"code", st.slug}, {"name", st.name}});
    }
    return envelope(json::object{{"creative_types", types_json(f.creative_types)},
                                 {"cities", std::move(cities)},
                                 {"structures", std::move(structures)}});
  });
}

std::shared_ptr<const std::string> PeopleDirectory::mentors(const PeopleQuery& q) {
  return answers_.get(list_key("mentors", q), [this, &q] {
    json::array items;
    for (const auto& c : repository_.mentor_cards(q)) items.push_back(to_json(c));
    return envelope(json::object{{"items", std::move(items)},
                                 {"total", repository_.count_mentors(q)},
                                 {"page", q.page},
                                 {"per_page", q.per_page}});
  });
}

std::shared_ptr<const std::string> PeopleDirectory::participants(const PeopleQuery& q) {
  return answers_.get(list_key("participants", q), [this, &q] {
    json::array items;
    for (const auto& c : repository_.participant_cards(q)) items.push_back(to_json(c));
    return envelope(json::object{{"items", std::move(items)},
                                 {"total", repository_.count_participants(q)},
                                 {"page", q.page},
                                 {"per_page", q.per_page}});
  });
}

// An unknown code is kept as "" (a 404 to answer), so a flood of them costs one query each once.
std::shared_ptr<const std::string> PeopleDirectory::mentor(const std::string& code) {
  auto body = answers_.get(core::concat("mentor|", code), [this, &code] {
    const auto m = repository_.mentor(code);
    return m ? envelope(to_json(*m)) : std::string();
  });
  return body->empty() ? nullptr : body;
}

std::shared_ptr<const std::string> PeopleDirectory::participant(const std::string& code) {
  auto body = answers_.get(core::concat("participant|", code), [this, &code] {
    const auto p = repository_.participant(code);
    if (!p) return std::string();
    auto out = to_json(*p);
    // The published results (decision 0045), kept with the answer: publishing moves the
    // catalogue's version.
    out["results"] = results::participant_results(repository_.database(), p->card.id);
    return envelope(out);
  });
  return body->empty() ? nullptr : body;
}

std::shared_ptr<const PeopleDirectory::Head> PeopleDirectory::mentor_head(const std::string& code) {
  return heads_.get(core::concat("mentor|", code), [this, &code] {
    Head h;
    const auto m = repository_.mentor(code);
    if (!m) return h;
    h.found = true;
    h.name = m->card.name;
    h.role = "наставник";
    std::string d = m->card.position.value_or("Наставник");
    if (m->card.city) d += core::concat(", ", m->card.city->name);
    d += ". ";
    if (!m->card.creative_types.empty())
      d += core::concat("Направления: ", joined_types(m->card.creative_types), ". ");
    if (m->bio) d += first_sentence(*m->bio);
    h.description = d;
    return h;
  });
}

std::shared_ptr<const PeopleDirectory::Head> PeopleDirectory::participant_head(
    const std::string& code) {
  return heads_.get(core::concat("participant|", code), [this, &code] {
    Head h;
    const auto p = repository_.participant(code);
    if (!p) return h;
    h.found = true;
    h.name = p->card.name;
    h.role = p->card.kind == "collective" ? "творческий коллектив" : "солист";
    std::string d = p->card.kind == "collective" ? "Творческий коллектив" : "Солист";
    if (p->card.city) d += core::concat(", ", p->card.city->name);
    d += ". ";
    if (!p->card.creative_types.empty())
      d += core::concat("Направления: ", joined_types(p->card.creative_types), ". ");
    if (p->bio) d += first_sentence(*p->bio);
    h.description = d;
    return h;
  });
}

std::shared_ptr<const std::vector<std::string>> PeopleDirectory::page_paths() {
  return paths_.get("paths", [this] {
    std::vector<std::string> out;
    for (const auto& code : repository_.published_codes("mentors"))
      out.push_back(core::concat(kMentorPrefix, code, "/"));
    for (const auto& code : repository_.published_codes("participants"))
      out.push_back(core::concat(kParticipantPrefix, code, "/"));
    return out;
  });
}

}  // namespace platform::people
