#include "core/errors.hpp"

namespace platform::core {

ApiError::ApiError(ErrorKind kind, std::string message, FieldErrors fields)
    : std::runtime_error(message.empty() ? default_message(kind) : std::move(message)),
      kind_(kind),
      fields_(std::move(fields)) {}

int status_of(ErrorKind kind) noexcept {
  switch (kind) {
    case ErrorKind::bad_request:
      return 400;
    case ErrorKind::unauthorized:
      return 401;
    case ErrorKind::forbidden:
      return 403;
    case ErrorKind::not_found:
      return 404;
    case ErrorKind::method_not_allowed:
      return 405;
    case ErrorKind::conflict:
      return 409;
    case ErrorKind::payload_too_large:
      return 413;
    case ErrorKind::unsupported_media_type:
      return 415;
    case ErrorKind::invalid:
      return 422;
    case ErrorKind::too_many_requests:
      return 429;
    case ErrorKind::unavailable:
      return 503;
  }
  return 500;
}

const char* default_message(ErrorKind kind) noexcept {
  switch (kind) {
    case ErrorKind::bad_request:
      return "Некорректный запрос";
    case ErrorKind::unauthorized:
      return "Требуется авторизация";
    case ErrorKind::forbidden:
      return "Доступ запрещен";
    case ErrorKind::not_found:
      return "Не найдено";
    case ErrorKind::method_not_allowed:
      return "Метод не поддерживается";
    case ErrorKind::conflict:
      return "Конфликт с текущим состоянием данных";
    case ErrorKind::payload_too_large:
      return "Слишком большой запрос";
    case ErrorKind::unsupported_media_type:
      return "Неподдерживаемый тип содержимого запроса";
    case ErrorKind::invalid:
      return "Проверьте правильность заполнения полей";
    case ErrorKind::too_many_requests:
      return "Слишком много запросов, попробуйте позже";
    case ErrorKind::unavailable:
      return "Сервис временно недоступен";
  }
  return "Внутренняя ошибка сервера";
}

void throw_bad_request(std::string message) {
  throw ApiError(ErrorKind::bad_request, std::move(message));
}

void throw_not_found(std::string message) {
  throw ApiError(ErrorKind::not_found, std::move(message));
}

void throw_invalid(FieldErrors fields) {
  throw ApiError(ErrorKind::invalid, "", std::move(fields));
}

}  // namespace platform::core
