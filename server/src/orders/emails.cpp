#include "orders/emails.hpp"

namespace platform::orders {
namespace {

std::string items_text(const Order& o) {
  std::string out;
  for (const auto& i : o.items) {
    out.append("— ");
    out.append(i.name);
    if (i.kind == "event") {
      out.append(", участников: ");
      out.append(std::to_string(i.count));
    }
    out.append(" — ");
    out.append(rubles(i.amount));
    out.append("\n");
  }
  out.append("Итого: ");
  out.append(rubles(o.total));
  out.append("\n");
  return out;
}

// "Иванова Анна (anna@example.ru, +79991234567)": who ordered, as a manager reaches them.
std::string customer_text(const Order& o) {
  std::string out = o.last_name;
  out.append(" ");
  out.append(o.first_name);
  out.append(" (");
  out.append(o.email);
  if (o.phone) {
    out.append(", ");
    out.append(*o.phone);
  }
  out.append(")");
  return out;
}

}  // namespace

mail::Email confirmed_email(const Order& o) {
  std::string body = "Здравствуйте, ";
  body.append(o.first_name);
  body.append("!\n\nЗаказ № ");
  body.append(o.number);
  body.append(" оформлен. Состав заказа:\n\n");
  body.append(items_text(o));
  body.append(
      "\nМенеджер свяжется с вами, чтобы подтвердить участие. Статус заказа и его детали "
      "можно посмотреть в личном кабинете.\n");
  std::string subject = "Заказ № ";
  subject.append(o.number);
  subject.append(" оформлен");
  return {subject, body};
}

mail::Email new_order_email(const Order& o) {
  std::string body = "Новый заказ № ";
  body.append(o.number);
  body.append(" от ");
  body.append(customer_text(o));
  body.append(".\n\n");
  body.append(items_text(o));
  body.append("\nЗаказ ждёт обработки в разделе «Заказы» панели управления.\n");
  std::string subject = "Новый заказ № ";
  subject.append(o.number);
  return {subject, body};
}

mail::Email status_email(const Order& o) {
  std::string body = "Здравствуйте, ";
  body.append(o.first_name);
  body.append("!\n\nСтатус заказа № ");
  body.append(o.number);
  body.append(" изменён: «");
  body.append(status_title(o.status));
  body.append("».\n");
  if (o.status == "cancelled" && o.cancel_reason) {
    body.append("Причина: ");
    body.append(*o.cancel_reason);
    body.append("\n");
  }
  body.append("\nДетали заказа — в личном кабинете.\n");
  std::string subject = "Заказ № ";
  subject.append(o.number);
  subject.append(": ");
  subject.append(status_title(o.status));
  return {subject, body};
}

mail::Email assigned_email(const Order& o, const std::string& manager_name) {
  std::string body = "Здравствуйте, ";
  body.append(manager_name);
  body.append("!\n\nВам передан заказ № ");
  body.append(o.number);
  body.append(" от ");
  body.append(customer_text(o));
  body.append(", статус «");
  body.append(status_title(o.status));
  body.append("».\n\n");
  body.append(items_text(o));
  body.append(
      "\nОткройте его в разделе «Заказы» панели управления, чтобы связаться с заказчиком.\n");
  std::string subject = "Вам передан заказ № ";
  subject.append(o.number);
  return {subject, body};
}

}  // namespace platform::orders
