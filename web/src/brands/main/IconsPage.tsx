import { useId, useState } from 'react';
import { CatalogIcon, ICON_GROUPS, type IconGroup } from '../../shared/events/icons';
import { countRu } from '../../shared/format/plural';
import { Container } from '../../shared/ui/Container';
import { Field } from '../../shared/ui/form';
import { PageIntro } from '../../shared/ui/page';
import { useNoindex } from '../../shared/ui/useNoindex';
import styles from './IconsPage.module.css';

/** What each icon draws, so an editor finds it in Russian too («микрофон» finds `mic`). */
export const ICON_LABELS: Readonly<Record<string, string>> = {
  wave: 'волны, море',
  sun: 'солнце, лето',
  globe: 'глобус, онлайн',
  gift: 'подарок',
  fire: 'огонь, горящее',
  award: 'медаль, награда',
  trophy: 'кубок, финал',
  bed: 'кровать, проживание',
  star: 'звезда',
  search: 'лупа, поиск',
  calendar: 'календарь, даты',
  location: 'точка на карте, город',
  age: 'человек, возраст',
  palette: 'палитра, вид творчества',
  tag: 'ярлык, метка',
  mic: 'микрофон, вокал',
  dance: 'танцор, хореография',
  guitar: 'гитара, инструменты',
  circus: 'шатёр, цирк',
  mask: 'маска, театр',
  book: 'книга, художественное слово',
  brush: 'кисть, рисунок',
  hanger: 'вешалка, мода и дизайн',
  camera: 'фотоаппарат, кино и фото',
  balalaika: 'балалайка, фольклор',
};

/** Where each group of icons shows on the site and who sets the name. */
const GROUP_NOTES: Record<IconGroup['code'], string> = {
  tags: 'Метки на карточках фестивалей и переключатели в фильтре: «У моря», «Горящие», «С проживанием». Имя вписывают в поле «Иконка» справочника «Метки».',
  filters:
    'Поиск, даты, город, возраст и вид творчества в панели фильтров. Эти иконки задаёт сама платформа, но их имена можно дать и метке.',
  creative_types:
    'Направления на главной странице фестивалей и в фильтре «Вид творчества». Имя вписывают в поле «Иконка» справочника «Виды творчества».',
};

const ICONS: readonly [string, string, string] = ['иконка', 'иконки', 'иконок'];

function normalized(text: string): string {
  return text.trim().toLowerCase().replaceAll('ё', 'е');
}

function matches(name: string, query: string): boolean {
  return query === '' || normalized(`${name} ${ICON_LABELS[name] ?? ''}`).includes(query);
}

/** /icon/: the catalogue's icon set with the names editors type in the handbooks (decision 0041). */
export default function IconsPage() {
  useNoindex();
  const [filter, setFilter] = useState('');
  const query = normalized(filter);
  const groups = ICON_GROUPS.map((group) => ({ ...group, shown: group.names.filter((name) => matches(name, query)) })).filter(
    (group) => group.shown.length > 0,
  );
  const found = groups.reduce((sum, group) => sum + group.shown.length, 0);
  const idPrefix = useId();

  return (
    <>
      <PageIntro
        id="icons-title"
        eyebrow="Для редакторов каталога"
        title="Иконки"
        lead="Этими иконками каталог рисует метки, фильтры и виды творчества. Чтобы метка или вид творчества показывали иконку, впишите её имя — например, mic — в поле «Иконка» справочника в админке."
      />
      <Container className={styles.body}>
        <div className={styles.search} role="search">
          <Field
            type="search"
            label="Найти иконку"
            hint="По имени (wave, mic) или по-русски (море, микрофон)"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <p className={styles.found} role="status">
            {query === '' ? `Всего ${countRu(found, ICONS)}` : found > 0 ? `Найдено: ${countRu(found, ICONS)}` : 'Ничего не найдено'}
          </p>
        </div>
        {found === 0 && (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>Иконки «{filter.trim()}» нет</h2>
            <p>
              Проверьте написание или поищите по-русски. Имя, которого нет в наборе, сайт нарисует иконкой метки — <code>tag</code>.
            </p>
          </div>
        )}
        {groups.map((group) => {
          const titleId = `${idPrefix}-${group.code}`;
          return (
            <section key={group.code} className={styles.group} aria-labelledby={titleId}>
              <header className={styles.groupHead}>
                <h2 id={titleId} className={styles.groupTitle}>
                  {group.title}
                </h2>
                <p className={styles.groupNote}>{GROUP_NOTES[group.code]}</p>
              </header>
              <ul className={styles.grid}>
                {group.shown.map((name) => (
                  <li key={name} className={styles.item}>
                    <span className={styles.picture}>
                      <CatalogIcon name={name} size={48} />
                    </span>
                    <code className={styles.name}>{name}</code>
                    {ICON_LABELS[name] && <span className={styles.label}>{ICON_LABELS[name]}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </>
  );
}
