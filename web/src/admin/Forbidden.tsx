import styles from './Forbidden.module.css';

/** A signed-in user without a staff role: a clear refusal (spec section 8: 403 'Доступ запрещен'). */
export function Forbidden({
  message,
  homeHref,
  onLogout,
  status = 403,
}: {
  message: string;
  homeHref: string;
  onLogout: () => void;
  status?: number;
}) {
  const forbidden = status === 403;
  return (
    <main className={styles.page} aria-labelledby="forbidden-title">
      <div className={styles.card}>
        <p className={styles.code}>Ошибка {status || ''}</p>
        <h1 id="forbidden-title" className={styles.title}>
          {forbidden ? 'Доступ запрещен' : 'Ошибка сервера'}
        </h1>
        <p>
          {forbidden
            ? 'У вашей учётной записи нет роли для раздела администрирования. Если доступ нужен для работы, обратитесь к администратору платформы.'
            : `Не удалось открыть администрирование: ${message}. Попробуйте обновить страницу позже.`}
        </p>
        <div className={styles.actions}>
          <a className={styles.primary} href={homeHref}>
            Перейти на главную
          </a>
          <button type="button" className={styles.secondary} onClick={onLogout}>
            Выйти
          </button>
        </div>
      </div>
    </main>
  );
}
