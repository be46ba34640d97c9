import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../routes/AppLink';
import { resultsApi, resultsKeys, SCORES_LOCKED, type ResultsApi } from './api';
import { dateRange } from './dates';
import { cityName, ofPerformancesText, scoredAll } from './rules';
import { ScoreCard } from './ScoreCard';
import type { JuryEventDetail } from './types';
import styles from './Results.module.css';

export interface JuryEventViewProps {
  detail: JuryEventDetail;
  api?: ResultsApi;
}

/**
 * The juror's sheet of one event (id:/jury/{event}/): the scale and criteria, how many
 * performances I have scored, and a card per performance in the running order, each saved on its
 * own. Once the results are published the sheet is read only.
 */
export function JuryEventView({ detail, api = resultsApi }: JuryEventViewProps) {
  const queryClient = useQueryClient();
  // «Только без оценок» keeps the performances open when it was ticked, so a card just scored
  // stays on screen with its «Сохранено» instead of vanishing under the thumb.
  const [openIds, setOpenIds] = useState<ReadonlySet<number> | null>(null);
  const { event, scoring, performances } = detail;
  const manager = detail.role === 'manager';
  const locked = detail.published || manager;
  const scored = performances.filter((p) => scoredAll(p.my_scores, scoring)).length;
  const shown = performances
    .map((performance, index) => ({ performance, number: index + 1 }))
    .filter(({ performance }) => openIds === null || openIds.has(performance.id));

  function saved(id: number, scores: Record<string, number>) {
    queryClient.setQueryData<JuryEventDetail>(resultsKeys.juryEvent(event.id), (current) =>
      current ? { ...current, performances: current.performances.map((p) => (p.id === id ? { ...p, my_scores: scores } : p)) } : current,
    );
    void queryClient.invalidateQueries({ queryKey: resultsKeys.jury(), exact: true });
  }

  async function save(id: number, body: { values: Record<string, number> }) {
    const result = await api.saveScores(id, body);
    if (result.kind === 'refused' && result.message === SCORES_LOCKED) {
      void queryClient.invalidateQueries({ queryKey: resultsKeys.jury() });
    }
    return result;
  }

  const city = cityName(event.city);
  return (
    <>
      <p className={styles.eventFacts}>{[dateRange(event.date_start, event.date_end), city].filter(Boolean).join(' · ')}</p>
      {detail.published ? (
        <p className={styles.lockedNote} role="status">
          Результаты опубликованы — оценки изменить нельзя.
        </p>
      ) : manager ? (
        <p className={styles.lead}>Вы менеджер конкурса: здесь видна программа выступлений, оценки ставят председатель и члены жюри.</p>
      ) : (
        <p className={styles.lead}>
          Оценки от 0 до {scoring.max_score} по каждому критерию. Другие члены жюри ваших оценок не видят; сохранённые оценки можно менять,
          пока результаты не опубликованы.
        </p>
      )}
      <div className={styles.progressBar}>
        <p className={styles.progressText}>{`Оценено ${scored} ${ofPerformancesText(performances.length)}`}</p>
        <progress className={styles.progress} max={Math.max(performances.length, 1)} value={scored} aria-label="Оценено выступлений" />
        {!locked && (scored < performances.length || openIds !== null) && (
          <label className={styles.onlyOpen}>
            <input
              type="checkbox"
              checked={openIds !== null}
              onChange={(e) =>
                setOpenIds(e.target.checked ? new Set(performances.filter((p) => !scoredAll(p.my_scores, scoring)).map((p) => p.id)) : null)
              }
            />
            Только без оценок
          </label>
        )}
      </div>
      {performances.length === 0 ? (
        <p className={styles.empty}>Выступлений пока нет: менеджер конкурса добавит их перед началом.</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>Все выступления оценены. Спасибо!</p>
      ) : (
        <ol className={styles.scoreList} aria-label="Выступления">
          {shown.map(({ performance, number }) => (
            <ScoreCard
              key={performance.id}
              performance={performance}
              number={number}
              scoring={scoring}
              locked={locked}
              save={(body) => save(performance.id, body)}
              onSaved={(scores) => saved(performance.id, scores)}
            />
          ))}
        </ol>
      )}
      <AppLink to="id-jury" className={styles.backLink}>
        ← Все мероприятия жюри
      </AppLink>
    </>
  );
}
