import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Title, useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminAccess } from '../AccessContext';
import { searchGroups, SEARCH_MAX, SEARCH_MIN, type SearchGroup } from './groups';

export const SEARCH_TITLE = 'Поиск';
const PER_GROUP = 5;

/** Waits for a pause in typing, so a word is one round of calls, not one per letter. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One group's first matches and a link to the whole list filtered by the same text. */
function GroupResults({ group, q }: { group: SearchGroup; q: string }): ReactElement | null {
  const { data, total, isPending, error } = useGetList(group.resource, {
    pagination: { page: 1, perPage: PER_GROUP },
    sort: group.sort,
    filter: { q },
  });
  const headingId = `search-${group.resource}`;
  return (
    <section aria-labelledby={headingId} aria-busy={isPending}>
      <Typography id={headingId} variant="h6" component="h2">
        {group.title}
        {total ? ` (${total})` : ''}
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Ищем…</Typography>
      ) : error ? (
        <Alert severity="error">{error instanceof Error ? error.message : 'Не удалось выполнить поиск'}</Alert>
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">Ничего не найдено</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((record) => {
            const line = group.line(record);
            return (
              <ListItemButton key={String(record.id)} component={Link} to={group.link(record)}>
                <ListItemText primary={line.title} secondary={line.detail || undefined} />
              </ListItemButton>
            );
          })}
          {total !== undefined && total > data.length && (
            <ListItemButton component={Link} to={`/${group.resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`}>
              <ListItemText primary={`Все результаты: ${total}`} slotProps={{ primary: { color: 'primary' } }} />
            </ListItemButton>
          )}
        </List>
      )}
    </section>
  );
}

/**
 * The admin section `search` (spec section 2): one box over the lists the user's roles open —
 * people, orders, requests, events, articles, pages and SEO addresses — each list asked with its
 * own `q` filter, so every answer keeps that list's own permission checks (decision 0033).
 */
export function AdminSearch(): ReactElement {
  const access = useAdminAccess();
  const groups = searchGroups(access.sections);
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const tooLong = text.length > SEARCH_MAX;
  const ready = q.length >= SEARCH_MIN && !tooLong;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={SEARCH_TITLE} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {SEARCH_TITLE}
        </Typography>
        <TextField
          type="search"
          label="Что найти"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          fullWidth
          error={tooLong}
          helperText={
            tooLong
              ? `Не должно превышать ${SEARCH_MAX} символов`
              : `Имя, почта или телефон, номер заказа, название мероприятия, статьи или страницы, адрес. Ищем в разделах: ${groups.map((g) => g.title).join(', ')}.`
          }
          sx={{ mb: 3 }}
        />
        {ready && (
          <Stack spacing={3}>
            {groups.map((group) => (
              <GroupResults key={group.resource} group={group} q={q} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
