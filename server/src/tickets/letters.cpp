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

}  // namespace platform::tickets
