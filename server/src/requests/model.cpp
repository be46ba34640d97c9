#include "requests/model.hpp"

namespace platform::requests {

namespace {

std::string_view name_in(const std::vector<std::pair<std::string_view, std::string_view>>& list,
                         std::string_view code) {
  for (const auto& [c, name] : list) {
    if (c == code) return name;
  }
  return {};
}

DetailField city() {
  return {.code = "city", .label = "Город", .required = true, .max = 100};
}

std::vector<FormSpec> make_specs() {
  return {
      // The first wave's forms (decision 0025): a call-back needs a phone, a question an email to
      // answer to, a review of the platform its text and no phone.
      {.code = "callback",
       .name = "Обратный звонок",
       .phone = Need::required,
       .email = Need::optional,
       .message = Need::optional},
      {.code = "question",
       .name = "Вопрос",
       .phone = Need::optional,
       .email = Need::required,
       .message = Need::required},
      {.code = "feedback",
       .name = "Отзыв о платформе",
       .phone = Need::absent,
       .email = Need::optional,
       .message = Need::required},
      // The programmes of OKI (issue 15): each applicant gets a confirmation by email.
      {.code = "tutor",
       .name = "Онлайн-репетитор",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::optional,
       .details = {{.code = "subject",
                    .label = "Предмет",
                    .required = true,
                    .choices = {"Вокал", "Хореография", "Актёрское мастерство", "Сценическая речь",
                                "Фортепиано", "Гитара", "Сольфеджио и теория музыки",
                                "Постановка номера"}},
                   {.code = "student_age",
                    .label = "Возраст ученика",
                    .required = true,
                    .max = 3,
                    .number = std::pair{4, 99}},
                   {.code = "preferred_times",
                    .label = "Удобные дни и время",
                    .required = true,
                    .max = 200}},
       .confirmation = "Педагог посмотрит ваши пожелания и в течение двух рабочих дней предложит "
                       "время первого занятия. Ссылку на видеовстречу пришлём на эту почту."},
      {.code = "producer",
       .name = "Продюсерский центр",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::required,
       .details =
           {{.code = "direction",
             .label = "Направление",
             .required = true,
             .choices = {"Вокал", "Хореография", "Инструментальная музыка", "Театр", "Цирк",
                         "Другое"}},
            {.code = "performer_age",
             .label = "Возраст исполнителя",
             .required = true,
             .max = 3,
             .number = std::pair{14, 25}},
            {.code = "links", .label = "Ссылки на видео выступлений", .max = 500, .lines = true}},
       .confirmation = "Продюсеры центра смотрят заявки раз в две недели. Если ваш материал "
                       "подойдёт для прослушивания, мы позвоним и договоримся о встрече; в любом "
                       "случае ответим на эту почту."},
      {.code = "club",
       .name = "Вступление в клуб",
       .phone = Need::optional,
       .email = Need::required,
       .message = Need::optional,
       .details = {{.code = "club",
                    .label = "Клуб",
                    .required = true,
                    .choices = {"Экспертный клуб", "Творческий клуб"}},
                   {.code = "collective", .label = "Коллектив или организация", .max = 200},
                   city(),
                   {.code = "experience",
                    .label = "Стаж работы с коллективами, лет",
                    .max = 2,
                    .number = std::pair{0, 70}}},
       .confirmation = "Координатор клуба свяжется с вами в течение недели и расскажет, как "
                       "проходит вступление: в экспертный клуб — через собеседование и "
                       "калибровочное задание, в творческий — с ближайшей встречи участников."},
      {.code = "ambassador",
       .name = "Конкурс амбассадоров",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::required,
       .details = {city(),
                   {.code = "collective",
                    .label = "Коллектив или организация",
                    .required = true,
                    .max = 200}},
       .confirmation = "Заявки конкурса рассматривает жюри из руководителей коллективов. "
                       "О решении сообщим на эту почту после окончания приёма заявок."},
      {.code = "accelerator",
       .name = "Акселератор проектов",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::required,
       .details =
           {{.code = "project_title", .label = "Название проекта", .required = true, .max = 200},
            {.code = "stage",
             .label = "Стадия проекта",
             .required = true,
             .choices = {"Идея", "Прототип или пилот", "Первые участники", "Работающий проект"}},
            {.code = "project_link", .label = "Ссылка на видео или сайт проекта", .max = 500}},
       .file_field = "project",
       .file_label = "Проект в PDF",
       .confirmation = "Эксперты акселератора прочитают заявку и в течение десяти рабочих дней "
                       "пригласят вас на короткое онлайн-собеседование или объяснят, чего "
                       "не хватило проекту."},
      {.code = "competence",
       .name = "Конкурс творческих компетенций",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::required,
       .details =
           {{.code = "nomination",
             .label = "Номинация",
             .required = true,
             .choices = {"Организатор творческих событий", "Педагог дополнительного образования",
                         "Руководитель творческого коллектива", "Продюсер творческого проекта"}},
            {.code = "organization", .label = "Организация", .max = 200},
            city()},
       .confirmation = "Заявка принята к участию в конкурсе. Задание первого тура и сроки его "
                       "выполнения придут на эту почту, когда закончится приём заявок."},
      {.code = "partner",
       .name = "Партнёрский центр",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::optional,
       .details = {{.code = "organization", .label = "Организация", .required = true, .max = 200},
                   {.code = "partnership",
                    .label = "Формат партнёрства",
                    .required = true,
                    .choices = {"Площадка для событий", "Информационный партнёр", "Спонсор",
                                "Образовательный партнёр", "Сервисный партнёр"}}},
       .confirmation = "Менеджер партнёрского центра позвонит вам в течение двух рабочих дней, "
                       "чтобы обсудить формат сотрудничества."},
      // The organizer landing's demo request: what the organiser runs, and how big.
      {.code = "demo",
       .name = "Показ платформы",
       .phone = Need::required,
       .email = Need::required,
       .message = Need::optional,
       .details = {{.code = "organization", .label = "Организация", .required = true, .max = 200},
                   {.code = "event_kind",
                    .label = "Что вы проводите",
                    .required = true,
                    .choices = {"Фестиваль или конкурс", "Кастинг или набор",
                                "Концерт или спектакль", "Образовательный интенсив",
                                "Несколько событий за сезон"}},
                   {.code = "participants",
                    .label = "Участников за сезон",
                    .required = true,
                    .choices = {"До 100", "100–500", "500–2 000", "Больше 2 000"}}},
       .confirmation = "Менеджер позвонит вам в течение рабочего дня и договорится о времени "
                       "показа. По видеосвязи он покажет платформу на примере вашего события: "
                       "страницу фестиваля, приём заявок и оплат, работу с заявками в кабинете. "
                       "Показ занимает 30–40 минут и ни к чему не обязывает."},
  };
}

}  // namespace

const std::vector<FormSpec>& form_specs() {
  static const std::vector<FormSpec> specs = make_specs();
  return specs;
}

const FormSpec* form_spec(std::string_view code) {
  for (const auto& spec : form_specs()) {
    if (spec.code == code) return &spec;
  }
  return nullptr;
}

std::string_view detail_label(std::string_view form, std::string_view code) {
  if (const FormSpec* spec = form_spec(form)) {
    for (const auto& field : spec->details) {
      if (field.code == code) return field.label;
    }
  }
  return code;
}

const std::vector<std::pair<std::string_view, std::string_view>>& form_names() {
  static const std::vector<std::pair<std::string_view, std::string_view>> list = [] {
    std::vector<std::pair<std::string_view, std::string_view>> out;
    for (const auto& spec : form_specs()) out.emplace_back(spec.code, spec.name);
    return out;
  }();
  return list;
}

const std::vector<std::pair<std::string_view, std::string_view>>& status_names() {
  static const std::vector<std::pair<std::string_view, std::string_view>> list = {
      {"new", "Новая"}, {"in_work", "В работе"}, {"done", "Обработана"}, {"spam", "Спам"}};
  return list;
}

std::string_view form_name(std::string_view code) {
  return name_in(form_names(), code);
}

std::string_view status_name(std::string_view code) {
  return name_in(status_names(), code);
}

}  // namespace platform::requests
