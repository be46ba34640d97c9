import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { Badge } from '../../shared/ui/Badge';
import { SubmitButton, FormError } from '../../shared/ui/form';
import type { WriteResult } from '../../shared/api';
import { draftOf, myMean, scoresBody, scoredAll, validateScores, type ScoreDraft } from './rules';
import type { JuryPerformance, Scoring } from './types';
import styles from './Results.module.css';

export interface ScoreCardProps {
  performance: JuryPerformance;
  /** Its place in the event's running order, from 1. */
  number: number;
  scoring: Scoring;
  /** Published results: the scores are read only. */
  locked: boolean;
  save: (body: { values: Record<string, number> }) => Promise<WriteResult<JuryPerformance>>;
  onSaved: (scores: Record<string, number>) => void;
}

/** The field of a criterion that a 422 names: `values.artistry`, `values[artistry]` or `artistry`. */
function criterionOf(field: string, codes: readonly string[]): string | null {
  const code = field.replace(/^values[.[]/, '').replace(/\]$/, '');
  return codes.includes(code) ? code : null;
}

/**
 * One performance on the juror's sheet: who, what and in which nomination, an input per criterion
 * (digits on a phone's keyboard), saved with «Сохранить оценки». The state reads at a glance:
 * scored with my mean, not scored yet, or changed and not saved.
 */
export function ScoreCard({ performance, number, scoring, locked, save, onSaved }: ScoreCardProps) {
  const id = useId();
  const saved = performance.my_scores;
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(scoring, saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const codes = scoring.criteria.map((c) => c.code);
  const changed = codes.some((code) => (draft[code] ?? '') !== (saved[code] === undefined ? '' : String(saved[code])));
  const complete = scoredAll(saved, scoring);
  const mean = myMean(saved, scoring);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const form = event.currentTarget;
    const found = validateScores(draft, scoring);
    setErrors(found);
    setFormError(null);
    setJustSaved(false);
    const first = codes.find((code) => found[code]);
    if (first) {
      const input = form.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setBusy(true);
    const body = scoresBody(draft, scoring);
    const result = await save(body);
    setBusy(false);
    if (result.kind === 'done') {
      const scores = result.data && typeof result.data.my_scores === 'object' ? result.data.my_scores : body.values;
      setDraft(draftOf(scoring, scores));
      setJustSaved(true);
      onSaved(scores);
      return;
    }
    if (result.kind === 'refused') {
      setFormError(result.message);
      return;
    }
    const fields: Record<string, string> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(result.errors)) {
      const code = criterionOf(field, codes);
      if (code && messages[0]) fields[code] ??= messages[0];
      else if (messages[0]) other.push(messages[0]);
    }
    setErrors(fields);
    setFormError(other.length > 0 || Object.keys(fields).length === 0 ? [result.message, ...other].join(' ') : null);
  }

  const status = changed ? (
    <Badge tone="warning">Изменено — не сохранено</Badge>
  ) : complete ? (
    <Badge tone="success">{justSaved ? 'Сохранено' : 'Оценено'}</Badge>
  ) : (
    <Badge tone="accent">Не оценено</Badge>
  );

  return (
    <li className={styles.scoreCard} data-performance={performance.id} data-state={changed ? 'changed' : complete ? 'scored' : 'empty'}>
      <div className={styles.scoreHead}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <div className={styles.performer}>
          <h2 id={`${id}-name`} className={styles.performerName}>
            {performance.performer}
          </h2>
          {performance.piece && <p className={styles.piece}>{performance.piece}</p>}
          <p className={styles.meta}>{[performance.nomination, performance.age_category].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <form className={styles.scoreForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-name`}>
        <div className={styles.criteria}>
          {scoring.criteria.map((criterion) => {
            const error = errors[criterion.code];
            const inputId = `${id}-${criterion.code}`;
            return (
              <div key={criterion.code} className={styles.criterion}>
                <label htmlFor={inputId} className={styles.criterionLabel}>
                  {criterion.title}
                </label>
                <input
                  id={inputId}
                  name={criterion.code}
                  className={`${styles.scoreInput} ${error ? styles.invalid : ''}`}
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  enterKeyHint="next"
                  autoComplete="off"
                  maxLength={3}
                  placeholder={`0–${scoring.max_score}`}
                  value={draft[criterion.code] ?? ''}
                  disabled={locked}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    const value = event.target.value;
                    setDraft((current) => ({ ...current, [criterion.code]: value }));
                    setErrors((current) => ({ ...current, [criterion.code]: '' }));
                    setJustSaved(false);
                  }}
                />
                {error && (
                  <p id={`${inputId}-error`} className={styles.fieldError}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <FormError message={formError} />
        <div className={styles.scoreFoot}>
          <p className={styles.scoreState} aria-live="polite">
            {status}
            {mean !== null && !changed && <span className={styles.mean}>Моя средняя: {mean}</span>}
          </p>
          {!locked && (
            <SubmitButton className={`${buttonClass(changed || !complete ? 'primary' : 'secondary')} ${styles.saveButton}`} busy={busy}>
              Сохранить оценки
            </SubmitButton>
          )}
        </div>
      </form>
    </li>
  );
}
