import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type MouseEvent, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { Title } from 'react-admin';
import { HostProvider, useHostContext } from '../../app/AreaContext';
import type { AreaCode } from '../../app/areas';
import { EventCard } from '../../features/catalog/EventCard';
import { BLOCK_TYPE_NAMES, ContentBlocks } from '../../features/content/ContentBlocks';
import { ArticleCard } from '../../features/content/blog/ArticleCard';
import type { ContentBlock } from '../../features/content/types';
import { Badge } from '../../shared/ui/Badge';
import { buttonClass } from '../../shared/ui/button';
import { ChipList } from '../../shared/ui/ChipList';
import { Dialog } from '../../shared/ui/Dialog';
import { FilledIcon } from '../../shared/ui/FilledIcon';
import { Checkbox, Field, formStyles, TextAreaField } from '../../shared/ui/form';
import { IconButton } from '../../shared/ui/IconButton';
import { Panel } from '../../shared/ui/Panel';
import { pageStyles } from '../../shared/ui/page';
import { areaLabel, PUBLIC_AREAS } from '../publicAreas';
import { BLOCK_SAMPLES, SAMPLE_ARTICLES, SAMPLE_EVENTS } from './uiKitSamples';
import styles from './UiKitPage.module.css';

export const UI_KIT_TITLE = 'UI-кит';

/** The block types of the site's renderer, in its order (features/content/ContentBlocks.tsx). */
export const UI_KIT_BLOCK_TYPES = Object.keys(BLOCK_TYPE_NAMES) as ContentBlock['type'][];

const ICON_HEART =
  'M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const ICON_CROSS = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * Samples are for looking: a link does not leave the kit, a button does not act (a festival card's
 * «В корзину» would fill the staff member's own basket), a form does not send.
 */
function stopAction(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

function onSampleClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('a[href], button')) stopAction(event);
}

function Inert({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // Capture handlers only stop what a sample would do; the controls inside keep their own roles.
    <div className={className} onClickCapture={onSampleClick} onSubmitCapture={stopAction}>
      {children}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Buttons() {
  return (
    <Group title="Кнопки">
      <div className={styles.row}>
        <button type="button" className={buttonClass('primary')}>
          Подать заявку
        </button>
        <button type="button" className={buttonClass('secondary')}>
          Положение
        </button>
      </div>
      <div className={styles.row}>
        <button type="button" className={buttonClass('primary', 'small')}>
          Выбрать
        </button>
        <button type="button" className={buttonClass('secondary', 'small')}>
          Подробнее
        </button>
        <IconButton label="В избранное">
          <FilledIcon size={22} path={ICON_HEART} />
        </IconButton>
        <IconButton label="Закрыть" tone="quiet">
          <FilledIcon size={20} path={ICON_CROSS} />
        </IconButton>
      </div>
      <div className={styles.row}>
        <button type="button" className={buttonClass('primary')} disabled>
          Отправляем…
        </button>
        <button type="button" className={buttonClass('secondary')} disabled>
          Недоступно
        </button>
      </div>
      <div className={`${styles.row} ${styles.dark}`}>
        <button type="button" className={buttonClass('light')}>
          Подать заявку
        </button>
        <button type="button" className={buttonClass('outlineLight')}>
          Программа
        </button>
      </div>
    </Group>
  );
}

function Labels() {
  return (
    <Group title="Метки и чипы">
      <div className={styles.row}>
        <Badge tone="accent">Новинка</Badge>
        <Badge tone="warning">Ожидает оплаты</Badge>
        <Badge tone="success">Оплачен</Badge>
        <Badge tone="danger">Отменён</Badge>
      </div>
      <ChipList label="Направления">
        {['Вокал', 'Хореография', 'Театр', 'Цирк', 'Инструментальная музыка'].map((item) => (
          <li key={item} className={pageStyles.chip}>
            {item}
          </li>
        ))}
      </ChipList>
    </Group>
  );
}

function Panels() {
  return (
    <Group title="Панели">
      <Panel title="Ваша заявка">
        <p>Фестиваль «Звёздный дождь», номинация «Эстрадный вокал», солист. Взнос — 3 500 ₽.</p>
      </Panel>
      <Panel title="Удаление заявки" tone="danger" dense>
        <p>Заявку нельзя будет восстановить, оплата вернётся в течение 10 дней.</p>
        <div>
          <button type="button" className={buttonClass('secondary', 'small')}>
            Удалить заявку
          </button>
        </div>
      </Panel>
    </Group>
  );
}

function FormFields() {
  const [consent, setConsent] = useState(true);
  const [rules, setRules] = useState(false);
  return (
    <Group title="Поля формы">
      <div className={formStyles.form}>
        <Field label="Имя и фамилия" defaultValue="Анна Лебедева" autoComplete="off" />
        <Field label="Электронная почта" defaultValue="anna@" error="Укажите почту в формате name@example.ru" autoComplete="off" />
        <Field label="Название коллектива" optional hint="Если выступаете соло, оставьте пустым" autoComplete="off" />
        <TextAreaField
          label="Комментарий для оргкомитета"
          optional
          rows={3}
          defaultValue="Нужна репетиция на сцене накануне выступления."
        />
        <Checkbox checked={consent} onChange={setConsent}>
          Даю согласие на обработку персональных данных
        </Checkbox>
        <Checkbox checked={rules} onChange={setRules} error="Подтвердите, что прочитали положение">
          Положение фестиваля прочитано
        </Checkbox>
      </div>
    </Group>
  );
}

function DialogSample() {
  const [open, setOpen] = useState(false);
  return (
    <Group title="Диалог">
      <p className={styles.note}>Модальное окно: Escape и щелчок мимо закрывают его, фокус не уходит наружу.</p>
      <div className={styles.row}>
        <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
          Открыть диалог
        </button>
      </div>
      {open && (
        <Dialog title="Заявка отправлена" closeLabel="Закрыть" onClose={() => setOpen(false)}>
          <p>Мы получили заявку на фестиваль «Звёздный дождь». Счёт и договор придут на почту в течение рабочего дня.</p>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={() => setOpen(false)}>
              Понятно
            </button>
          </div>
        </Dialog>
      )}
    </Group>
  );
}

function Cards() {
  return (
    <Group title="Карточки фестивалей и статей">
      <Inert>
        <ul className={styles.cards}>
          {SAMPLE_EVENTS.map((event) => (
            <li key={event.event_id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
        <ul className={styles.cards}>
          {SAMPLE_ARTICLES.map((article) => (
            <ArticleCard key={article.code} article={article} headingLevel={3} />
          ))}
        </ul>
      </Inert>
    </Group>
  );
}

function BlockSample({ type }: { type: ContentBlock['type'] }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {BLOCK_TYPE_NAMES[type]} <code className={styles.code}>{type}</code>
      </h3>
      <Inert className={styles.frame}>
        <ContentBlocks blocks={[BLOCK_SAMPLES[type]]} />
      </Inert>
    </section>
  );
}

/**
 * The admin's UI kit (section ui-kit, decision 0031): every shared component in its states and one
 * sample of every content block type, drawn inside a container of the chosen area's tokens and host
 * (`data-area`, as the site's document carries it), so each area looks here as it does on the site.
 * Blocks that load data (festivals, articles) ask the public API as that area.
 */
export default function UiKitPage(): ReactElement {
  const host = useHostContext();
  const [area, setArea] = useState<AreaCode>('main');
  const panelId = useId();
  const tabId = (code: string) => `${panelId}-tab-${code}`;
  return (
    <div className={styles.page}>
      <Title title={UI_KIT_TITLE} />
      <p className={styles.intro}>
        Как компоненты и блоки страниц выглядят в оформлении каждой зоны сайта. Ссылки, кнопки и формы образцов никуда не ведут и ничего не
        отправляют.
      </p>
      <Tabs
        value={area}
        onChange={(_event, value: AreaCode) => setArea(value)}
        aria-label="Зона сайта"
        variant="scrollable"
        scrollButtons="auto"
        className={styles.tabs}
      >
        {PUBLIC_AREAS.map((code) => (
          <Tab key={code} value={code} label={areaLabel(code)} id={tabId(code)} aria-controls={panelId} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <HostProvider value={{ ...host, area }}>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(area)} data-area={area} className={styles.preview}>
          <section className={styles.part} aria-labelledby={`${panelId}-components`}>
            <h2 id={`${panelId}-components`} className={styles.partTitle}>
              Компоненты
            </h2>
            <div className={styles.groups}>
              <Buttons />
              <Labels />
              <Panels />
              <DialogSample />
              <FormFields />
            </div>
            <Cards />
          </section>
          <section className={styles.part} aria-labelledby={`${panelId}-blocks`}>
            <h2 id={`${panelId}-blocks`} className={styles.partTitle}>
              Блоки страниц
            </h2>
            {UI_KIT_BLOCK_TYPES.map((type) => (
              <BlockSample key={type} type={type} />
            ))}
          </section>
        </div>
      </HostProvider>
    </div>
  );
}
