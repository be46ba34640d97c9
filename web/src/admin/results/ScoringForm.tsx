import { useState } from 'react';
import { useNotify } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Scoring, Thresholds } from '../../features/results';
import { callError } from '../orders/errors';
import { resultsCalls, type ScoringBody } from './calls';

/** The server's limits (results/model.hpp). */
export const SCORING_LIMITS = { criteria: 10, title: 100, scale: 100 } as const;

export const THRESHOLD_FIELDS: readonly { key: keyof Thresholds; label: string }[] = [
  { key: 'grand_prix', label: 'Гран-при' },
  { key: 'laureate_1', label: 'Лауреат I степени' },
  { key: 'laureate_2', label: 'Лауреат II степени' },
  { key: 'laureate_3', label: 'Лауреат III степени' },
  { key: 'diplomant', label: 'Дипломант' },
];

export interface ScoringDraft {
  criteria: { code: string; title: string }[];
  max_score: string;
  thresholds: Record<keyof Thresholds, string>;
}

export const scoringDraft = (scoring: Scoring): ScoringDraft => ({
  criteria: scoring.criteria.map((c) => ({ ...c })),
  max_score: String(scoring.max_score),
  thresholds: Object.fromEntries(THRESHOLD_FIELDS.map(({ key }) => [key, String(scoring.thresholds[key]).replace('.', ',')])) as Record<
    keyof Thresholds,
    string
  >,
});

/** A code for a new criterion, unused by the others: the manager names criteria, not codes. */
export function newCriterionCode(criteria: readonly { code: string }[]): string {
  const taken = new Set(criteria.map((c) => c.code));
  let n = criteria.length + 1;
  while (taken.has(`criterion-${n}`)) n += 1;
  return `criterion-${n}`;
}

const readNumber = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The form's checks, as the server makes them: 1 to 10 named criteria, a whole scale from 1 to
 * 100, thresholds from 0 to the scale, each no higher than the title above it. Errors by the
 * server's field names (`criteria.0.title`, `max_score`, `thresholds.grand_prix`).
 */
export function validateScoring(draft: ScoringDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.criteria.length === 0 || draft.criteria.length > SCORING_LIMITS.criteria)
    errors['criteria'] = `Нужно от 1 до ${SCORING_LIMITS.criteria} критериев`;
  draft.criteria.forEach((c, i) => {
    const title = c.title.trim();
    if (title === '') errors[`criteria.${i}.title`] = 'Назовите критерий';
    else if ([...title].length > SCORING_LIMITS.title)
      errors[`criteria.${i}.title`] = `Не должно превышать ${SCORING_LIMITS.title} символов`;
  });
  const scale = readNumber(draft.max_score);
  const scaleOk = /^\s*\d+\s*$/.test(draft.max_score) && scale >= 1 && scale <= SCORING_LIMITS.scale;
  if (!scaleOk) errors['max_score'] = `Целое число от 1 до ${SCORING_LIMITS.scale}`;
  let above: { label: string; value: number } | null = null;
  for (const { key, label } of THRESHOLD_FIELDS) {
    const text = draft.thresholds[key];
    const value = readNumber(text);
    if (text.trim() === '' || !Number.isFinite(value)) errors[`thresholds.${key}`] = 'Должно быть числом';
    else if (value < 0 || (scaleOk && value > scale)) errors[`thresholds.${key}`] = `Число от 0 до ${scaleOk ? scale : 'шкалы'}`;
    else if (above && value > above.value) errors[`thresholds.${key}`] = `Не может быть выше порога звания «${above.label}»`;
    if (Number.isFinite(value)) above = { label, value };
  }
  return errors;
}

export function scoringBody(draft: ScoringDraft): ScoringBody {
  return {
    criteria: draft.criteria.map((c) => ({ code: c.code, title: c.title.trim() })),
    max_score: readNumber(draft.max_score),
    thresholds: Object.fromEntries(THRESHOLD_FIELDS.map(({ key }) => [key, readNumber(draft.thresholds[key])])) as unknown as Thresholds,
  };
}

/**
 * The event's rule before publishing: the criteria the jurors score (named; a new one gets a
 * code of its own), the scale, and the average from which each title is given. Saved whole; the
 * server's refusals go under their fields. Read only once the results are published.
 */
export function ScoringForm({
  eventId,
  scoring,
  locked,
  onSaved,
}: {
  eventId: number;
  scoring: Scoring;
  locked: boolean;
  onSaved: () => void;
}) {
  const provider = resultsCalls;
  const notify = useNotify();
  const [draft, setDraft] = useState<ScoringDraft>(() => scoringDraft(scoring));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (change: (d: ScoringDraft) => ScoringDraft, field?: string) => {
    setDraft((current) => change(current));
    if (field) setErrors((current) => ({ ...current, [field]: '' }));
  };

  async function save() {
    const found = validateScoring(draft);
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const saved = await provider.saveScoring(eventId, scoringBody(draft));
      setDraft(scoringDraft(saved));
      notify('Правила оценки сохранены', { type: 'success' });
      onSaved();
    } catch (error) {
      const { message, fields } = callError(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0 || fields['criteria']) setProblem(fields['criteria'] ?? message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" aria-label="Правила оценки" onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Критерии
      </Typography>
      <Stack spacing={1}>
        {draft.criteria.map((criterion, index) => (
          <Stack key={criterion.code} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`Критерий ${index + 1}`}
              value={criterion.title}
              size="small"
              fullWidth
              disabled={locked}
              error={Boolean(errors[`criteria.${index}.title`])}
              helperText={errors[`criteria.${index}.title`] || errors[`criteria.${index}.code`] || undefined}
              slotProps={{ htmlInput: { maxLength: SCORING_LIMITS.title } }}
              onChange={(e) =>
                update(
                  (d) => ({ ...d, criteria: d.criteria.map((c, i) => (i === index ? { ...c, title: e.target.value } : c)) }),
                  `criteria.${index}.title`,
                )
              }
            />
            {!locked && (
              <IconButton
                aria-label={`Убрать критерий «${criterion.title || index + 1}»`}
                disabled={draft.criteria.length <= 1}
                onClick={() => update((d) => ({ ...d, criteria: d.criteria.filter((_, i) => i !== index) }), 'criteria')}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {!locked && draft.criteria.length < SCORING_LIMITS.criteria && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            size="small"
            onClick={() =>
              update((d) => ({ ...d, criteria: [...d.criteria, { code: newCriterionCode(d.criteria), title: '' }] }), 'criteria')
            }
          >
            Добавить критерий
          </Button>
        </Box>
      )}
      <TextField
        label="Шкала: высшая оценка"
        value={draft.max_score}
        size="small"
        sx={{ maxWidth: 240 }}
        disabled={locked}
        error={Boolean(errors['max_score'])}
        helperText={errors['max_score'] || 'Члены жюри ставят оценки от 0 до неё'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        onChange={(e) => update((d) => ({ ...d, max_score: e.target.value }), 'max_score')}
      />
      <Typography variant="subtitle2" component="h3">
        Пороги званий: средний балл не ниже
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1.5 }}>
        {THRESHOLD_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            value={draft.thresholds[key]}
            size="small"
            disabled={locked}
            error={Boolean(errors[`thresholds.${key}`])}
            helperText={errors[`thresholds.${key}`] || undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
            onChange={(e) => update((d) => ({ ...d, thresholds: { ...d.thresholds, [key]: e.target.value } }), `thresholds.${key}`)}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Ниже порога «Дипломант» — звание «Участник». Гран-при получает одно выступление в номинации и возрастной категории, с высшим средним
        баллом; при равенстве решает старший менеджер, выбирая звание вручную.
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!locked && (
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            Сохранить правила
          </Button>
        </Box>
      )}
    </Box>
  );
}
