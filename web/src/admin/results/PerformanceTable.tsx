import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TITLES, type Scoring } from '../../features/results';
import { averageText } from './labels';
import type { JurorScores, ResultJuror, ResultRow } from './types';

const CELL = { px: 1, py: 0.75, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top', textAlign: 'left' } as const;
const HEAD = { ...CELL, fontSize: 13, fontWeight: 600, color: 'text.secondary', verticalAlign: 'bottom' } as const;

/** A juror's cell: their mean over the criteria, or how many criteria they have scored so far. */
export function jurorCell(cell: JurorScores | undefined, scoring: Scoring): { text: string; detail: string; complete: boolean } {
  if (!cell) return { text: '—', detail: 'Не оценивал', complete: false };
  const given = scoring.criteria.filter((c) => typeof cell.values[c.code] === 'number');
  const detail = scoring.criteria.map((c) => `${c.title}: ${cell.values[c.code] ?? '—'}`).join('\n');
  if (given.length === 0) return { text: '—', detail: 'Не оценивал', complete: false };
  if (!cell.complete || given.length < scoring.criteria.length)
    return { text: `${given.length} из ${scoring.criteria.length}`, detail, complete: false };
  const mean = given.reduce((sum, c) => sum + (cell.values[c.code] ?? 0), 0) / given.length;
  return { text: averageText(mean), detail, complete: true };
}

export interface PerformanceTableProps {
  rows: readonly ResultRow[];
  jurors: readonly ResultJuror[];
  scoring: Scoring;
  locked: boolean;
  busyRow: number | null;
  onTitle: (row: ResultRow, title: string | null) => void;
  onEdit: (row: ResultRow) => void;
  onDelete: (row: ResultRow) => void;
  diplomaHref: (code: string) => string;
}

/**
 * The event's performances in running order with each juror's mean (a tooltip lists the scores by
 * criterion; an incomplete sheet shows how many criteria are scored), the average, the title the
 * rule gives and the override a senior manager may choose before publishing.
 */
export function PerformanceTable({
  rows,
  jurors,
  scoring,
  locked,
  busyRow,
  onTitle,
  onEdit,
  onDelete,
  diplomaHref,
}: PerformanceTableProps) {
  const scorers = jurors.filter((j) => j.role !== 'manager');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{ width: '100%', minWidth: 760 + scorers.length * 80, borderCollapse: 'collapse' }}
        aria-label="Выступления и оценки"
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...HEAD, width: 36 }}>
              №
            </Box>
            <Box component="th" scope="col" sx={HEAD}>
              Выступление
            </Box>
            {scorers.map((j) => (
              <Box component="th" scope="col" key={j.id} sx={{ ...HEAD, width: 84 }}>
                {j.name}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ ...HEAD, width: 72 }}>
              Средний
            </Box>
            <Box component="th" scope="col" sx={{ ...HEAD, width: 200 }}>
              Звание
            </Box>
            <Box component="th" scope="col" sx={{ ...HEAD, width: locked ? 110 : 76 }}>
              {locked ? 'Диплом' : <span aria-label="Действия" />}
            </Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const overridden = row.title_override !== null && row.title_override !== row.computed_title;
            return (
              <tr key={row.id} data-performance={row.id}>
                <Box component="td" sx={{ ...CELL, color: 'text.secondary' }}>
                  {index + 1}
                </Box>
                <Box component="td" sx={{ ...CELL, minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.performer}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {[row.nomination, row.age_category].filter(Boolean).join(' · ')}
                  </Typography>
                  {row.piece && (
                    <Typography variant="caption" component="p" sx={{ fontStyle: 'italic' }}>
                      {row.piece}
                    </Typography>
                  )}
                  {(row.participant || row.user) && (
                    <Typography variant="caption" component="p" color="text.secondary">
                      {[row.participant?.name ? `портфолио «${row.participant.name}»` : null, row.user ? `аккаунт ${row.user.email}` : null]
                        .filter(Boolean)
                        .join(', ')}
                    </Typography>
                  )}
                </Box>
                {scorers.map((j) => {
                  const cell = jurorCell(
                    row.scores_by_juror.find((s) => s.juror.id === j.id),
                    scoring,
                  );
                  return (
                    <Box component="td" key={j.id} sx={{ ...CELL, fontVariantNumeric: 'tabular-nums' }}>
                      <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{cell.detail}</span>}>
                        <Box component="span" sx={{ color: cell.complete ? 'text.primary' : 'warning.dark', cursor: 'help' }} tabIndex={0}>
                          {cell.text}
                        </Box>
                      </Tooltip>
                    </Box>
                  );
                })}
                <Box component="td" sx={{ ...CELL, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {averageText(row.average)}
                </Box>
                <Box component="td" sx={CELL}>
                  {locked ? (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.title ?? '—'}
                    </Typography>
                  ) : (
                    <TextField
                      select
                      variant="outlined"
                      size="small"
                      fullWidth
                      value={row.title_override ?? ''}
                      disabled={busyRow === row.id}
                      onChange={(e) => onTitle(row, e.target.value === '' ? null : e.target.value)}
                      helperText={
                        row.computed_title
                          ? overridden
                            ? `По правилу: ${row.computed_title}`
                            : undefined
                          : row.title_override
                            ? 'Оценок нет'
                            : 'Нет оценок — нет звания'
                      }
                      error={!row.title}
                      slotProps={{
                        select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': `Звание: ${row.performer}` } },
                      }}
                      sx={{ '& .MuiSelect-select': { fontSize: 14, whiteSpace: 'normal', lineHeight: 1.3 } }}
                    >
                      <MenuItem value="">{row.computed_title ? `По правилу: ${row.computed_title}` : 'По правилу'}</MenuItem>
                      {TITLES.map((title) => (
                        <MenuItem key={title} value={title}>
                          {title}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Box>
                <Box component="td" sx={{ ...CELL, whiteSpace: 'nowrap' }}>
                  {locked ? (
                    row.diploma_code ? (
                      <Link href={diplomaHref(row.diploma_code)} target="_blank" rel="noopener">
                        {row.diploma_code}
                      </Link>
                    ) : (
                      '—'
                    )
                  ) : (
                    <>
                      <IconButton size="small" aria-label={`Изменить: ${row.performer}`} onClick={() => onEdit(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Удалить: ${row.performer}`} onClick={() => onDelete(row)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </>
                  )}
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
