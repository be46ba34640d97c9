import type { ContactsBlock } from '../types';
import { ContentLink } from '../ContentLink';
import styles from '../Content.module.css';

/** `tel:` of a written phone: its digits, a leading 8 of a Russian number as +7. */
export function telOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `tel:+7${digits.slice(1)}`;
  return `tel:+${digits}`;
}

export function ContactsBlockView({ block }: { block: ContactsBlock }) {
  return (
    <dl className={styles.contacts}>
      {block.address && (
        <div>
          <dt>Адрес</dt>
          <dd className={styles.lines}>
            {block.address}
            {block.map_link && (
              <>
                {' '}
                <ContentLink href={block.map_link}>Открыть на карте</ContentLink>
              </>
            )}
          </dd>
        </div>
      )}
      {block.phones && block.phones.length > 0 && (
        <div>
          <dt>{block.phones.length > 1 ? 'Телефоны' : 'Телефон'}</dt>
          {block.phones.map((phone) => (
            <dd key={phone}>
              <a href={telOf(phone)}>{phone}</a>
            </dd>
          ))}
        </div>
      )}
      {block.email && (
        <div>
          <dt>Почта</dt>
          <dd>
            <a href={`mailto:${block.email}`}>{block.email}</a>
          </dd>
        </div>
      )}
      {block.hours && (
        <div>
          <dt>Часы работы</dt>
          <dd className={styles.lines}>{block.hours}</dd>
        </div>
      )}
    </dl>
  );
}
