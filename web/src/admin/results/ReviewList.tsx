import { Datagrid, FunctionField, List, SelectInput, SimpleList } from 'react-admin';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '../../shared/format';
import { EventInput } from './EventInput';
import { ToneChip, type Tone } from './ToneChip';
import { REVIEW_STATUS_CHOICES, reviewStatusLabel, REVIEWS_TITLE } from './labels';
import type { AdminReview } from './types';

const filters = [
  <SelectInput key="status" source="status" label="Статус" choices={REVIEW_STATUS_CHOICES} alwaysOn emptyText="Все" />,
  <EventInput key="event_id" alwaysOn />,
];

const TONES: Record<string, Tone> = { pending: 'waiting', published: 'done', rejected: 'aside' };

export function ReviewStatusChip({ status }: { status: string }) {
  return <ToneChip tone={TONES[status] ?? 'aside'} label={reviewStatusLabel(status)} />;
}

/** The first words of a review for the list (the whole text is on its page). */
export const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

function Empty() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">Отзывов пока нет: участники оставляют их на странице фестиваля после его окончания.</Typography>
    </Box>
  );
}

/**
 * events/reviews: the participants' reviews, those waiting for moderation first (the list opens
 * on them), by event; a row opens the review to publish or reject it.
 */
export function ReviewList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={REVIEWS_TITLE}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      perPage={25}
      actions={false}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminReview>
          primaryText={(r) => `${r.author}: ${'★'.repeat(r.rating)}`}
          secondaryText={(r) => excerpt(r.text, 90)}
          tertiaryText={(r) => reviewStatusLabel(r.status)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminReview> label="Мероприятие" render={(r) => r.event.name} />
          <FunctionField<AdminReview>
            label="Автор"
            render={(r) => (
              <Box>
                <Typography variant="body2">{r.user?.name ?? r.author}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.user?.email}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminReview>
            label="Оценка"
            render={(r) => <Rating value={r.rating} readOnly size="small" aria-label={`${r.rating} из 5`} />}
          />
          <FunctionField<AdminReview> label="Отзыв" render={(r) => <Box sx={{ minWidth: 240 }}>{excerpt(r.text)}</Box>} />
          <FunctionField<AdminReview> label="Получен" render={(r) => formatDateTime(r.created_at)} />
          <FunctionField<AdminReview> label="Статус" render={(r) => <ReviewStatusChip status={r.status} />} />
        </Datagrid>
      )}
    </List>
  );
}
