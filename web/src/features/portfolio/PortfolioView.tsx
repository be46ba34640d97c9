import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { formatDate } from '../../shared/format';
import { Badge } from '../../shared/ui/Badge';
import { buttonClass } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/Dialog';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { Portrait } from '../people';
import { portfolioApi, portfolioKeys, type PortfolioApi } from './api';
import { PortfolioForm } from './PortfolioForm';
import { publicRoute, STATUS_NAMES, STATUS_TONES, TYPE_NAMES, typeOf } from './rules';
import type { Portfolio, PortfolioType } from './types';
import styles from './Portfolio.module.css';

const TYPES: readonly PortfolioType[] = ['soloist', 'collective', 'mentor'];

/** What the address opens: a draft (`?anketa=12`), a new portfolio (`?novoe=soloist`), or the list. */
function openedOf(search: string): { id: number } | { type: PortfolioType } | null {
  const query = new URLSearchParams(search);
  const id = query.get('anketa');
  if (id && /^\d{1,12}$/.test(id)) return { id: Number(id) };
  const type = query.get('novoe');
  if (type && (TYPES as readonly string[]).includes(type)) return { type: type as PortfolioType };
  return null;
}

/** The address's query with `key` set (or none), the `domain` of local hosts kept. */
function searchWith(search: string, key: 'anketa' | 'novoe' | null, value?: string): string {
  const query = new URLSearchParams(search);
  query.delete('anketa');
  query.delete('novoe');
  if (key && value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What the owner reads under a draft's status. */
function statusText(portfolio: Portfolio): string {
  switch (portfolio.status) {
    case 'draft':
      return portfolio.public_code
        ? 'Изменения не опубликованы: на сайте прежняя версия. Отправьте анкету на модерацию, когда закончите.'
        : 'Заполните анкету и отправьте её на модерацию — после проверки она появится в каталоге.';
    case 'pending':
      return `Отправлено${portfolio.submitted_at ? ` ${formatDate(portfolio.submitted_at, 'only-date')}` : ''}. Менеджер проверит анкету и пришлёт письмо с решением, обычно за один-два рабочих дня.`;
    case 'approved':
      return `Опубликовано${portfolio.decided_at ? ` ${formatDate(portfolio.decided_at, 'only-date')}` : ''}. Изменения после публикации снова проходят модерацию.`;
    case 'rejected':
      return 'Исправьте анкету по замечанию менеджера и отправьте её снова.';
  }
}

function PortfolioItem({ portfolio, onEdit, onRemove }: { portfolio: Portfolio; onEdit: () => void; onRemove: () => void }) {
  const type = typeOf(portfolio);
  const name = portfolio.data.name?.trim() || 'Без названия';
  return (
    <li className={`${panelClass()} ${styles.item}`} data-portfolio={portfolio.id}>
      <Portrait name={name} photo={portfolio.data.photo ?? null} size="small" />
      <div className={styles.itemText}>
        <p className={styles.itemType}>{TYPE_NAMES[type]}</p>
        <h2 className={styles.itemName}>{name}</h2>
        <p>
          <Badge tone={STATUS_TONES[portfolio.status]}>{STATUS_NAMES[portfolio.status]}</Badge>
        </p>
        {portfolio.status === 'rejected' && portfolio.note && (
          <p className={styles.note}>
            <strong>Замечание менеджера:</strong> {portfolio.note}
          </p>
        )}
        <p className={styles.muted}>{statusText(portfolio)}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary', 'small')} onClick={onEdit}>
            Изменить
          </button>
          {portfolio.public_code && (
            <AppLink to={publicRoute(type)} params={{ code: portfolio.public_code }} className={buttonClass('secondary', 'small')}>
              Открыть страницу
            </AppLink>
          )}
          {!portfolio.public_code && (
            <button type="button" className={buttonClass('secondary', 'small')} onClick={onRemove}>
              Удалить
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * «Моё портфолио»: the account's portfolios with their status (a rejected one with the manager's
 * note), a link to the public page of a published one, three ways to start a new one (a soloist,
 * a collective, a mentor), and the form of the one opened (its address: `?anketa=12`). A draft
 * never published can be deleted.
 */
export function PortfolioView({ portfolios, api = portfolioApi }: { portfolios: readonly Portfolio[]; api?: PortfolioApi }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Portfolio | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const opened = openedOf(location.search);
  const open = (key: 'anketa' | 'novoe' | null, value?: string) => {
    setMessage(null);
    void navigate({ pathname: location.pathname, search: searchWith(location.search, key, value) });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all });

  async function remove(portfolio: Portfolio) {
    const result = await api.remove(portfolio.id);
    setRemoving(null);
    setMessage(result.kind === 'done' ? { text: 'Черновик удалён.', error: false } : { text: result.message, error: true });
    await refresh();
  }

  if (opened) {
    const portfolio = 'id' in opened ? portfolios.find((item) => item.id === opened.id) : undefined;
    if ('id' in opened && !portfolio)
      return (
        <p className={styles.muted} role="status">
          Такого портфолио в вашем кабинете нет.{' '}
          <button type="button" className={styles.linkButton} onClick={() => open(null)}>
            Ко всем портфолио
          </button>
        </p>
      );
    const type = portfolio ? typeOf(portfolio) : 'type' in opened ? opened.type : 'soloist';
    return (
      <section className={panelClass()} aria-labelledby="portfolio-form-title">
        <div className={styles.formHead}>
          <h2 id="portfolio-form-title" className={panelTitleClass}>
            {portfolio ? portfolio.data.name?.trim() || TYPE_NAMES[type] : `Новое портфолио: ${TYPE_NAMES[type].toLowerCase()}`}
          </h2>
          {portfolio && <Badge tone={STATUS_TONES[portfolio.status]}>{STATUS_NAMES[portfolio.status]}</Badge>}
        </div>
        {portfolio?.status === 'rejected' && portfolio.note && (
          <p className={styles.note}>
            <strong>Замечание менеджера:</strong> {portfolio.note}
          </p>
        )}
        {portfolio?.status === 'pending' && (
          <p className={styles.muted}>Анкета на модерации. Изменения можно сохранить — менеджер увидит новую версию.</p>
        )}
        <PortfolioForm
          key={portfolio?.id ?? type}
          type={type}
          portfolio={portfolio}
          api={api}
          onCancel={() => open(null)}
          onSaved={(saved, sent) => {
            void refresh();
            if (sent) {
              open(null);
              setMessage({ text: 'Анкета отправлена на модерацию. Мы пришлём письмо, когда менеджер её проверит.', error: false });
              return;
            }
            setMessage({ text: 'Сохранено.', error: false });
            if (!portfolio) void navigate({ pathname: location.pathname, search: searchWith(location.search, 'anketa', String(saved.id)) });
          }}
        />
        {message && (
          <p className={message.error ? styles.formError : styles.saved} role="status">
            {message.text}
          </p>
        )}
      </section>
    );
  }

  return (
    <>
      <p className={styles.lead}>
        Портфолио — ваша страница на платформе «Территория творчества»: фото, видео выступлений, рассказ о себе или о коллективе. Заполните
        анкету и отправьте её на модерацию: после проверки она появится в каталоге <AppLink to="main-nastavniki">наставников</AppLink> или{' '}
        <AppLink to="main-uchastniki">участников</AppLink>.
      </p>
      {message && (
        <p className={message.error ? styles.formError : styles.saved} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {portfolios.length > 0 ? (
        <ul className={styles.list} aria-label="Мои портфолио">
          {portfolios.map((portfolio) => (
            <PortfolioItem
              key={portfolio.id}
              portfolio={portfolio}
              onEdit={() => open('anketa', String(portfolio.id))}
              onRemove={() => setRemoving(portfolio)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Портфолио пока нет.</p>
      )}
      <section className={panelClass()} aria-labelledby="portfolio-new">
        <h2 id="portfolio-new" className={panelTitleClass}>
          Создать портфолио
        </h2>
        <p className={styles.muted}>Кто вы на платформе? У одного аккаунта может быть несколько портфолио: например, своё и коллектива.</p>
        <div className={styles.actions}>
          {TYPES.map((type) => (
            <button key={type} type="button" className={buttonClass('secondary')} onClick={() => open('novoe', type)}>
              {TYPE_NAMES[type]}
            </button>
          ))}
        </div>
      </section>
      {removing && (
        <Dialog title={`Удалить черновик «${removing.data.name?.trim() || 'Без названия'}»?`} onClose={() => setRemoving(null)}>
          <p>Черновик ещё не публиковался. Удалённую анкету с её фото и ссылками на видео восстановить не получится.</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={() => void remove(removing)}>
              Удалить
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setRemoving(null)}>
              Не удалять
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
