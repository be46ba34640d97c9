#include "content/blocks.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "requests/model.hpp"

namespace platform::content {
namespace json = boost::json;

namespace {

using namespace field;

FieldSpec title() {
  return text("title", "Заголовок", 160);
}
FieldSpec lead() {
  return lines("lead", "Подзаголовок", 600);
}

// Every form of the requests inbox (requests::form_specs), by its Russian name.
std::vector<Choice> request_forms() {
  std::vector<Choice> out;
  for (const auto& [code, name] : requests::form_names()) {
    out.push_back({std::string(code), std::string(name)});
  }
  return out;
}

std::vector<BlockSpec> make_specs() {
  return {
      {"hero",
       "Первый экран",
       {text("title", "Заголовок", 160, true), lead(), image("image", "Картинка"),
        text("button_label", "Кнопка: надпись", 40), link("button_link", "Кнопка: ссылка"),
        text("second_label", "Вторая кнопка: надпись", 40),
        link("second_link", "Вторая кнопка: ссылка")}},
      {"rich_text", "Текст", {title(), markdown("body", "Текст", 20000, true)}},
      {"cards",
       "Карточки",
       {title(), lead(), choice("columns", "Колонок", {{"2", "2"}, {"3", "3"}, {"4", "4"}}),
        list("items", "Карточки", 24,
             {text("title", "Заголовок", 120, true), lines("text", "Текст", 600),
              image("image", "Картинка"), link("link", "Ссылка"),
              text("link_label", "Надпись ссылки", 40)})}},
      {"steps",
       "Шаги",
       {title(), lead(),
        list("items", "Шаги", 12,
             {text("title", "Шаг", 120, true), lines("text", "Пояснение", 600)})}},
      {"tariffs",
       "Тарифы",
       {title(), lead(),
        list("plans", "Тарифы", 6,
             {text("name", "Название", 80, true), integer("price", "Цена, ₽", 10000000),
              text("price_note", "К цене", 60), strings("features", "Что входит", 15, 160),
              text("button_label", "Кнопка: надпись", 40), link("button_link", "Кнопка: ссылка"),
              flag("highlighted", "Выделить")})}},
      {"faq",
       "Вопросы и ответы",
       {title(),
        list("items", "Вопросы", 40,
             {text("question", "Вопрос", 300, true), lines("answer", "Ответ", 3000, true)})}},
      {"contacts",
       "Контакты",
       {title(), lines("address", "Адрес", 300), strings("phones", "Телефоны", 5, 40),
        text("email", "Почта", 120), lines("hours", "Часы работы", 300),
        link("map_link", "Ссылка на карту")}},
      {"gallery",
       "Галерея",
       {title(), list("images", "Картинки", 40,
                      {image("image", "Картинка", true), text("caption", "Подпись", 200)})}},
      {"cta",
       "Призыв",
       {text("title", "Заголовок", 160, true), lines("text", "Текст", 600),
        text("button_label", "Кнопка: надпись", 40, true),
        link("button_link", "Кнопка: ссылка", true),
        choice("tone", "Оформление", {{"accent", "Яркое"}, {"calm", "Спокойное"}})}},
      {"testimonials",
       "Отзывы",
       {title(), list("items", "Отзывы", 20,
                      {text("author", "Автор", 120, true), text("role", "Кто он", 160),
                       lines("text", "Отзыв", 1500, true)})}},
      {"facts",
       "Цифры",
       {title(), lead(),
        list("items", "Цифры", 12,
             {text("value", "Число", 40, true), text("label", "Что оно значит", 160, true)})}},
      {"logos",
       "Логотипы",
       {title(), list("items", "Логотипы", 40,
                      {text("name", "Название", 120, true), image("image", "Логотип"),
                       link("link", "Ссылка")})}},
      {"event_list",
       "Мероприятия",
       {title(), text("city", "Город (код)", 60), text("creative_type", "Вид творчества (код)", 60),
        strings("tags", "Метки (коды)", 5, 60), strings("types", "Типы мероприятий", 8, 20),
        choice("sort", "Порядок",
               {{"date", "По дате"}, {"price", "По цене"}, {"places", "По свободным местам"}}),
        integer("limit", "Сколько", 24), link("more_link", "Ссылка «Все мероприятия»")}},
      {"article_list",
       "Статьи блога",
       {title(), text("article_type", "Раздел блога (код)", 40), integer("limit", "Сколько", 12),
        text("more_label", "Ссылка «Все материалы»: надпись", 40)}},
      {"recommended",
       "Рекомендуем",
       {text("title", "Заголовок (по умолчанию «Рекомендуем»)", 160),
        integer("limit", "Сколько карточек", 12, 1)}},
      {"service_list",
       "Услуги",
       {title(), lead(),
        choice("audience", "Для кого", {{"all", "Все услуги"}, {"mentors", "Наставникам"}}, true)}},
      // The people's directory (decision 0044): the web app lists the mentors or participants
      // of /api/people/*, with the filter bar when `filters` is set.
      {"people",
       "Наставники или участники",
       {title(),
        choice("kind", "Кого показать",
               {{"mentors", "Наставников"}, {"participants", "Участников"}}, true),
        flag("filters", "Показать фильтры"), integer("limit", "Сколько на странице", 48, 1)}},
      {"documents",
       "Документы",
       {title(), lead(),
        list("items", "Документы", 30,
             {text("title", "Название", 160, true), lines("text", "Пояснение", 400),
              document("file", "PDF", true)})}},
      {"request_form",
       "Форма заявки",
       {title(), lead(), choice("form", "Форма", request_forms(), true),
        text("button_label", "Кнопка: надпись", 40)}},
  };
}

}  // namespace

const std::vector<BlockSpec>& block_specs() {
  static const std::vector<BlockSpec> specs = make_specs();
  return specs;
}

const BlockSpec* block_spec(std::string_view type) {
  for (const auto& spec : block_specs()) {
    if (spec.type == type) return &spec;
  }
  return nullptr;
}

json::array block_specs_json() {
  json::array out;
  for (const auto& spec : block_specs()) {
    out.push_back(json::object{
        {"type", spec.type}, {"label", spec.label}, {"fields", fields_json(spec.fields)}});
  }
  return out;
}

json::array read_blocks(const json::value& blocks, core::FieldErrors& errors) {
  const auto fail = [&errors](const std::string& at, std::string message) {
    auto& list = errors[at];
    if (list.empty()) list.push_back(std::move(message));
  };
  json::array out;
  const auto* list = blocks.if_array();
  if (!list) {
    fail("blocks", "Должно быть списком блоков");
    return out;
  }
  if (list->size() > kMaxBlocks) {
    fail("blocks", core::concat("Не больше ", std::to_string(kMaxBlocks), " блоков"));
    return out;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string at = core::concat("blocks[", std::to_string(i), "]");
    const auto* block = (*list)[i].if_object();
    if (!block) {
      fail(at, "Блок должен быть объектом");
      continue;
    }
    const auto* type = block->if_contains("type");
    const auto* spec = type && type->is_string() ? block_spec(type->get_string()) : nullptr;
    if (!spec) {
      fail(at + ".type", "Неизвестный тип блока");
      continue;
    }
    json::object read{{"type", spec->type}};
    if (const auto* anchor = block->if_contains("anchor"); anchor && !anchor->is_null()) {
      const auto* text = anchor->if_string();
      if (text && text->empty()) {
        // no anchor
      } else if (!text || !is_anchor(*text)) {
        fail(at + ".anchor",
             "Якорь: латинская буква, затем латинские буквы, цифры, - или _ (до 60)");
      } else {
        read["anchor"] = *text;
      }
    }
    read_fields(spec->fields, *block, read, at, errors);
    out.push_back(std::move(read));
  }
  return out;
}

void check_article_types(const json::array& blocks, const ArticleTypeExists& exists,
                         core::FieldErrors& errors) {
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const auto& block = blocks[i].as_object();
    if (block.at("type").as_string() != "article_list") continue;
    const auto* code = block.if_contains("article_type");
    if (code && code->is_string() && !exists(std::string(code->get_string()))) {
      errors[core::concat("blocks[", std::to_string(i), "].article_type")].push_back(
          "Такого раздела блога нет");
    }
  }
}

}  // namespace platform::content
