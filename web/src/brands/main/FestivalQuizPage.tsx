import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ALL, EMPTY_FILTERS, filtersTarget, toListQuery, type FilterState } from '../../features/catalog/filterPath';
import { AppLink } from '../../routes/AppLink';
import { useEventFilters, useEventList } from '../../shared/events/api';
import { CatalogIcon } from '../../shared/events/icons';
import type { FilterDefinition, FilterValue } from '../../shared/events/types';
import { countRu, pluralRu } from '../../shared/format/plural';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { SubmitButton } from '../../shared/ui/form';
import { PageIntro } from '../../shared/ui/page';
import styles from './FestivalQuizPage.module.css';

type QuestionCode = 'creative_type' | 'age_category' | 'city';

interface Question {
  code: QuestionCode;
  /** The step's name in the progress line and the summary. */
  step: string;
  title: string;
  hint: string;
}

/** The three questions, in the order asked; the options are the catalogue's own filter values. */
const QUESTIONS: readonly Question[] = [
  {
    code: 'creative_type',
    step: 'Направление',
    title: 'Чем вы занимаетесь на сцене?',
    hint: 'Выберите направление, в котором выступаете вы или ваш ребёнок. Если их несколько, начните с главного — остальные добавите потом в фильтрах.',
  },
  {
    code: 'age_category',
    step: 'Возраст',
    title: 'Сколько лет участникам?',
    hint: 'Жюри оценивает выступления внутри возрастных категорий. Для коллектива выберите возраст большинства участников.',
  },
  {
    code: 'city',
    step: 'Город',
    title: 'Где вам удобно выступать?',
    hint: 'Город, в котором проходит фестиваль. Если готовы к поездке, выберите «Не важно»: у многих фестивалей есть пакет поездки с проживанием.',
  },
];

type Answers = Record<QuestionCode, string | null>;

const NO_ANSWERS: Answers = { creative_type: null, age_category: null, city: null };
const EVENTS: readonly [string, string, string] = ['мероприятие', 'мероприятия', 'мероприятий'];
const FIT: readonly [string, string, string] = ['подойдёт', 'подойдут', 'подойдут'];

/** Room the sticky header takes at the top of the screen (and as much at the bottom), px. */
const HEADER_ROOM = 120;

interface Step {
  question: Question;
  values: FilterValue[];
  /** The filter's «all» wording («Все города»), under «Не важно». */
  allTitle: string;
}

/** The questions the catalogue can answer: a filter it has, with at least one value. */
function quizSteps(filters: readonly FilterDefinition[]): Step[] {
  return QUESTIONS.flatMap((question) => {
    const filter = filters.find((f) => f.code === question.code);
    const values = filter?.Values.filter((v) => v.type === 'value') ?? [];
    if (!filter || values.length === 0) return [];
    const allTitle = filter.Values.find((v) => v.type === 'all')?.title ?? 'Любой вариант';
    return [{ question, values, allTitle }];
  });
}

function answerTitle(step: Step, answer: string | null): string {
  if (answer === null || answer === ALL) return 'Не важно';
  return step.values.find((v) => v.code === answer)?.title ?? 'Не важно';
}

/** The list filters of the answers: «Не важно» (and an unanswered question) is no filter. */
function answersState(answers: Answers): FilterState {
  return {
    ...EMPTY_FILTERS,
    tags: [],
    creative_type: answers.creative_type ?? ALL,
    age_category: answers.age_category ?? ALL,
    city: answers.city ?? ALL,
  };
}

/** /test/: three questions from the catalogue's filters, then how many festivals fit and the list with them (decision 0041). */
export default function FestivalQuizPage() {
  const filters = useEventFilters(true);
  return (
    <>
      <PageIntro
        id="quiz-title"
        eyebrow="Три вопроса"
        title="Тест: какой фестиваль вам подойдёт"
        lead="Ответьте, чем вы занимаетесь, сколько лет участникам и где удобно выступать, — и мы покажем фестивали и конкурсы, которые подходят. Ответы никуда не отправляются и нужны только для подбора."
      />
      <Container className={styles.body}>
        {filters.isPending ? (
          <div className={styles.card} role="status" aria-busy="true">
            Загружаем вопросы…
          </div>
        ) : filters.isError ? (
          <div className={styles.card} role="alert">
            <h2 className={styles.resultTitle}>Не удалось загрузить вопросы</h2>
            <p>{filters.error.message}</p>
            <div className={styles.nav}>
              <button type="button" className={buttonClass('primary')} onClick={() => void filters.refetch()}>
                Попробовать ещё раз
              </button>
            </div>
          </div>
        ) : (
          <Quiz filters={filters.data.filters} />
        )}
      </Container>
    </>
  );
}

function Quiz({ filters }: { filters: readonly FilterDefinition[] }) {
  const steps = quizSteps(filters);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // Focus follows the step the visitor moved to; never on the page's first drawing.
  const moved = useRef(false);
  const done = index >= steps.length;

  useEffect(() => {
    const heading = headingRef.current;
    if (!moved.current || !heading) return;
    heading.focus({ preventScroll: true });
    // After «Дальше» under a long list the new question starts above the screen (or under the header).
    const top = heading.getBoundingClientRect().top;
    if (top < HEADER_ROOM || top > window.innerHeight - HEADER_ROOM) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setMissing(false);
    setIndex(next);
  };

  return (
    <div className={styles.card} ref={cardRef}>
      <Progress steps={steps} index={index} />
      {done ? (
        <Result
          steps={steps}
          answers={answers}
          filters={filters}
          headingRef={headingRef}
          onEdit={go}
          onRestart={() => {
            setAnswers(NO_ANSWERS);
            go(0);
          }}
        />
      ) : (
        <QuestionStep
          key={steps[index]!.question.code}
          step={steps[index]!}
          number={index + 1}
          total={steps.length}
          answer={answers[steps[index]!.question.code]}
          missing={missing}
          headingRef={headingRef}
          onAnswer={(value) => {
            setMissing(false);
            setAnswers((current) => ({ ...current, [steps[index]!.question.code]: value }));
          }}
          onBack={index > 0 ? () => go(index - 1) : undefined}
          onNext={() => {
            if (answers[steps[index]!.question.code] === null) setMissing(true);
            else go(index + 1);
          }}
        />
      )}
    </div>
  );
}

/** The steps as a line of named marks: done, current, to come. */
function Progress({ steps, index }: { steps: readonly Step[]; index: number }) {
  const names = [...steps.map((step) => step.question.step), 'Результат'];
  return (
    <ol className={styles.progress} aria-label="Шаги теста">
      {names.map((name, i) => (
        <li
          key={name}
          className={styles.progressStep}
          data-state={i < index ? 'done' : i === index ? 'current' : 'next'}
          aria-current={i === index ? 'step' : undefined}
        >
          <span className={styles.progressMark} aria-hidden="true">
            {i + 1}
          </span>
          <span className={styles.progressName}>
            {name}
            {i < index && <VisuallyHidden> — готово</VisuallyHidden>}
          </span>
        </li>
      ))}
    </ol>
  );
}

interface QuestionStepProps {
  step: Step;
  number: number;
  total: number;
  answer: string | null;
  missing: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnswer: (value: string) => void;
  onBack?: () => void;
  onNext: () => void;
}

function QuestionStep({ step, number, total, answer, missing, headingRef, onAnswer, onBack, onNext }: QuestionStepProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const firstOption = useRef<HTMLInputElement>(null);
  const { question } = step;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === null) firstOption.current?.focus();
    onNext();
  };

  const options = [
    ...step.values.map((value) => ({ code: value.code, title: value.title, note: '', icon: value.icon })),
    { code: ALL, title: 'Не важно', note: step.allTitle, icon: '' },
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={missing ? `${hintId} ${errorId}` : hintId}>
        <legend className={styles.legend}>
          <span className={styles.counter}>
            Вопрос {number} из {total}
          </span>
          <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
            {question.title}
          </h2>
        </legend>
        <p id={hintId} className={styles.hint}>
          {question.hint}
        </p>
        <div className={styles.options}>
          {options.map((option, i) => (
            <label key={option.code} className={styles.option} data-all={option.code === ALL || undefined}>
              <input
                ref={i === 0 ? firstOption : undefined}
                type="radio"
                name={question.code}
                value={option.code}
                checked={answer === option.code}
                onChange={() => onAnswer(option.code)}
                className={styles.radio}
              />
              {option.icon && (
                <span className={styles.optionIcon}>
                  <CatalogIcon name={option.icon} size={22} />
                </span>
              )}
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{option.title}</span>
                {option.note && <span className={styles.optionNote}>{option.note}</span>}
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={errorId} className={styles.error} role="alert">
            Выберите один из вариантов — или «Не важно», если подойдёт любой.
          </p>
        )}
      </fieldset>
      <div className={styles.nav}>
        {onBack && (
          <button type="button" className={buttonClass('secondary')} onClick={onBack}>
            Назад
          </button>
        )}
        <SubmitButton className={`${buttonClass('primary')} ${styles.next}`}>
          {number === total ? 'Показать результат' : 'Дальше'}
        </SubmitButton>
      </div>
    </form>
  );
}

interface ResultProps {
  steps: readonly Step[];
  answers: Answers;
  filters: readonly FilterDefinition[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: (index: number) => void;
  onRestart: () => void;
}

function Result({ steps, answers, filters, headingRef, onEdit, onRestart }: ResultProps) {
  const state = answersState(answers);
  // The list call of the catalogue with the answers as its filters: only its total is read.
  const list = useEventList({ ...toListQuery(state), per_page: 1 });
  const target = filtersTarget(state, filters);
  const total = list.data?.total ?? 0;

  const summary = (
    <dl className={styles.summary}>
      {steps.map((step, i) => (
        <div key={step.question.code} className={styles.summaryRow}>
          <dt>{step.question.step}</dt>
          <dd>
            <span>{answerTitle(step, answers[step.question.code])}</span>
            <button
              type="button"
              className={styles.edit}
              onClick={() => onEdit(i)}
              aria-label={`Изменить ответ: ${step.question.step.toLowerCase()}`}
            >
              Изменить
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );

  const restart = (variant: 'primary' | 'secondary') => (
    <button type="button" className={buttonClass(variant)} onClick={onRestart}>
      Пройти ещё раз
    </button>
  );

  return (
    <section className={styles.result} aria-labelledby="quiz-result">
      <p className={styles.counter}>Результат</p>
      <div role="status" className={styles.resultStatus}>
        <h2 id="quiz-result" ref={headingRef} tabIndex={-1} className={styles.question} data-testid="quiz-count">
          {list.isPending
            ? 'Подбираем фестивали…'
            : list.isError
              ? 'Не удалось посчитать фестивали'
              : total > 0
                ? `Вам ${pluralRu(total, FIT)} ${countRu(total, EVENTS)}`
                : 'Пока таких фестивалей нет'}
        </h2>
      </div>
      {list.isError ? (
        <>
          <p className={styles.hint}>{list.error.message}</p>
          <div className={styles.nav}>
            <button type="button" className={buttonClass('primary')} onClick={() => void list.refetch()}>
              Попробовать ещё раз
            </button>
            {restart('secondary')}
          </div>
        </>
      ) : (
        !list.isPending && (
          <>
            <p className={styles.hint}>
              {total > 0
                ? 'Список уже собран в каталоге фестивалей: там видны даты, цены участия и свободные места, а фильтры можно уточнить прямо в списке.'
                : 'Попробуйте ответить «Не важно» на вопрос о городе или возрасте — или загляните позже: организаторы добавляют новые фестивали каждый месяц.'}
            </p>
            {summary}
            <div className={styles.nav}>
              {total > 0 ? (
                <>
                  <AppLink to={target.name} params={target.params} query={target.query} className={buttonClass('primary')}>
                    Показать фестивали
                  </AppLink>
                  {restart('secondary')}
                </>
              ) : (
                <>
                  {restart('primary')}
                  <AppLink to="events-festivals" className={buttonClass('secondary')}>
                    Все фестивали
                  </AppLink>
                </>
              )}
            </div>
          </>
        )
      )}
    </section>
  );
}
