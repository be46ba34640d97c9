import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';

/** Russian UI: ra-language-russian plus the names of our resources and fields. */
const resources = {
  resources: {
    users: {
      name: 'Пользователь |||| Пользователи',
      fields: {
        id: 'ID',
        code: 'Код',
        photo: 'Фото',
        last_name: 'Фамилия',
        first_name: 'Имя',
        second_name: 'Отчество',
        email: 'Электронная почта',
        phone: 'Телефон',
        roles: 'Роли',
        verified_at: 'Подтверждён',
        blocked_at: 'Заблокирован',
        blocked_reason: 'Причина блокировки',
        deleted_at: 'Удалён',
        created_at: 'Зарегистрирован',
        q: 'Поиск',
        role: 'Роль',
        blocked: 'Заблокирован',
        verified: 'Подтверждён',
        deleted: 'Удалённые',
      },
    },
    roles: {
      name: 'Роль |||| Роли',
      fields: { code: 'Код', name: 'Название', sections: 'Разделы' },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => ({ ...russianMessages, ...resources }), 'ru', [{ locale: 'ru', name: 'Русский' }], {
  allowMissing: true,
});
