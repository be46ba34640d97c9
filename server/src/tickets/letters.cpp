#include "tickets/letters.hpp"

#include "core/concat.hpp"
#include "core/formats.hpp"

namespace platform::tickets {

Letter ending_letter(const ShowRow& show, const OrderRow& o, Ending ending,
                     const std::string& reason) {
  const bool paid = o.status == "paid";
  std::string what;
  switch (ending) {
    case Ending::order_cancelled:
      what = core::concat("Заказ ", o.number, " на «", show.title,
                          "» отменён, места вернулись в продажу.");
      break;
    case Ending::order_refunded:
      what = core::concat("Мы оформили возврат по заказу ", o.number, " на «", show.title,
                          "»: ", core::rubles(o.total), ". Билеты заказа больше не действуют.");
      break;
    case Ending::show_cancelled:
      what = core::concat(
          "К сожалению, «", show.title, "» ", when_text(show.starts_at), " не состоится. ",
          paid ? core::concat("Мы оформили возврат по заказу ", o.number, ": ",
                              core::rubles(o.total),
                              ". Если вы платили в кассе, деньги вернут там же; если картой — "
                              "они вернутся на карту. Билеты заказа больше не действуют.")
               : core::concat("Заказ ", o.number, " отменён, платить за него не нужно."));
      break;
  }
  const bool refund =
      ending == Ending::order_refunded || (ending == Ending::show_cancelled && paid);
  return {core::concat("Заказ ", o.number,
                       ending == Ending::show_cancelled ? ": показ отменён"
                       : refund                         ? ": возврат"
                                                        : " отменён"),
          core::concat("Здравствуйте, ", o.buyer_name, "!\n\n", what, "\nПричина: ", reason,
                       "\n\nЕсли у вас есть вопросы, ответьте на это письмо.\n")};
}

Letter paid_letter(const ShowRow& show, const OrderRow& o, long long tickets) {
  return {core::concat("Билеты на «", show.title, "», заказ ", o.number),
          core::concat("Здравствуйте, ", o.buyer_name, "!\n\nЗаказ ", o.number,
                       " оплачен: ", core::rubles(o.total), ".\n«", show.title, "», ",
                       when_text(show.starts_at), "\n", show.place_name, ", ", show.place_address,
                       "\nБилетов: ", std::to_string(tickets),
                       "\n\nЭлектронные билеты — во вложении и на странице заказа: ", orders_url(o),
                       "\nНа входе покажите QR-код билета с экрана телефона или распечатанным. "
                       "Каждый билет проходит контроль один раз.\n")};
}

Letter box_office_letter(const ShowRow& show, const OrderRow& o, const std::string& held_until) {
  return {core::concat("Заказ ", o.number, ": оплата в кассе"),
          core::concat("Здравствуйте, ", o.buyer_name, "!\n\nВы забронировали билеты на «",
                       show.title, "», ", when_text(show.starts_at), ", ", show.place_name, " (",
                       show.place_address, ").\nК оплате: ", core::rubles(o.total),
                       ".\n\nОплатите заказ в кассе площадки до ",
                       when_text(local_of_utc(held_until)), ", назвав номер ", o.number,
                       ". После оплаты электронные билеты придут на эту почту; неоплаченная бронь "
                       "снимется, и места вернутся в продажу.\n")};
}

Letter hold_expired_letter(const ShowRow& show, const OrderRow& o) {
  return {core::concat("Заказ ", o.number, ": бронь снята"),
          core::concat("Здравствуйте, ", o.buyer_name, "!\n\nБронь билетов на «", show.title, "», ",
                       when_text(show.starts_at), ", снята: заказ не оплатили в кассе до ",
                       when_text(local_of_utc(o.held_until)),
                       ". Места вернулись в продажу.\n\nЕсли вы ещё собираетесь прийти, "
                       "закажите билеты снова на странице показа в афише.\n")};
}

}  // namespace platform::tickets
