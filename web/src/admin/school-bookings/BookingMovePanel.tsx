import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useUpdate, type DataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, INDIVIDUAL_DAYS_AHEAD, INDIVIDUAL_TIMES } from '../../features/bravo-bookings/bookingRules';
import { callError } from '../orders/errors';
import { moveData, SCHOOL_BOOKINGS_RESOURCE, type SchoolBookingCalls } from './calls';
import { bookingPrice, bookingWhen, weekdayText } from './labels';
import { lessonOption, movedPrice } from './move';
import type { AdminBooking, BookingMove } from './types';

const HEADING_ID = 'booking-move-heading';

/** The manager's today, YYYY-MM-DD (the server counts from its own and says so when they differ). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface Props {
  booking: AdminBooking;
}

/**
 * The move of a booking to another lesson: for a trial lesson or an enrolment one of the class's
 * lessons of the next four weeks with its places (`slot_id` + `date`), for an individual lesson a
 * day and a start from 09:00 to 20:00 (`date` + `time`). The new price shows before the move; the
 * server checks the child's age on the new day, the places and the taken time again, and its
 * refusals show under the fields. A cancelled booking is not moved.
 */
export function BookingMovePanel({ booking }: Props) {
  const [moved, setMoved] = useState<AdminBooking | null>(null);
  if (booking.status === 'cancelled') return null;
  return (
    <>
      {moved && moved.id === booking.id && (
        <Alert severity="success" onClose={() => setMoved(null)} sx={{ mx: 2, mb: 2 }}>
          Запись перенесена на {bookingWhen(moved)}, {weekdayText(moved.date)}. Стоимость: {bookingPrice(moved)}. Родителю отправлено{' '}
          {moved.email ? 'письмо' : 'СМС'}.
        </Alert>
      )}
      {/* A new form for each booking and each of its changes: the choice starts empty. */}
      <MoveForm key={`${booking.id}-${booking.updated_at}`} booking={booking} onMoved={setMoved} />
    </>
  );
}

function MoveForm({ booking, onMoved }: Props & { onMoved: (booking: AdminBooking) => void }) {
  const dataProvider = useDataProvider<DataProvider & SchoolBookingCalls>();
  const [update, { isPending }] = useUpdate<AdminBooking>();
  const notify = useNotify();
  const individual = booking.kind === 'individual_lesson';
  const school = booking.class.school.code;
  const code = booking.class.code;
  const schoolClass = useQuery({
    queryKey: ['admin', 'bravo-bookings', 'class', school, code],
    queryFn: () => dataProvider.getBookingClass(school, code),
  });
  const lessons = useQuery({
    queryKey: ['admin', 'bravo-bookings', 'lessons', school, code],
    queryFn: () => dataProvider.getClassLessons(school, code),
    enabled: !individual,
    staleTime: 0,
  });
  const [lesson, setLesson] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const today = localToday();
  const chosen: BookingMove | null = individual
    ? date && time
      ? { date, time }
      : null
    : lesson
      ? { slot_id: Number(lesson.split('|')[0]), date: lesson.split('|')[1] ?? '' }
      : null;
  const price = schoolClass.data ? movedPrice(booking, schoolClass.data, chosen) : null;
  const current = `${booking.slot_id ?? ''}|${booking.date}`;

  async function move() {
    if (!chosen) return;
    setErrors({});
    setProblem(null);
    try {
      const moved = await update(
        SCHOOL_BOOKINGS_RESOURCE,
        { id: booking.id, data: moveData(booking, chosen), previousData: booking },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      if (moved) {
        notify(`Запись перенесена на ${bookingWhen(moved)}`, { type: 'success' });
        onMoved(moved);
      }
    } catch (error) {
      const { message, fields } = callError(error);
      const shown: Record<string, string> = {};
      if (individual) {
        if (fields['date']) shown['date'] = fields['date'];
        if (fields['time']) shown['time'] = fields['time'];
      } else {
        const lessonProblem = fields['slot_id'] ?? fields['date'];
        if (lessonProblem) shown['lesson'] = lessonProblem;
      }
      setErrors(shown);
      if (Object.keys(shown).length === 0) setProblem(fields['status'] ?? message);
    }
  }

  const clear = (field: string) =>
    setErrors((shown) => {
      const rest = { ...shown };
      delete rest[field];
      return rest;
    });
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ px: 2, pb: 2 }}>
      <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Перенести запись
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {individual
          ? 'Новый день (до двух месяцев вперёд) и начало с 09:00 до 20:00. Стоимость считается заново: в будни с 11:00 до 14:00 — скидка.'
          : 'Занятия группы на четыре недели вперёд со свободными местами. Возраст ребёнка проверяется на день нового занятия.'}{' '}
        Родитель получит {booking.email ? 'письмо' : 'СМС'} о переносе.
      </Typography>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        {individual ? (
          <>
            <TextField
              type="date"
              label="Новая дата"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                clear('date');
              }}
              error={Boolean(errors['date'])}
              helperText={errors['date'] ?? ' '}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: addDays(today, 1), max: addDays(today, INDIVIDUAL_DAYS_AHEAD) },
              }}
              sx={{ width: { xs: '100%', sm: 220 } }}
            />
            <TextField
              select
              label="Начало"
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                clear('time');
              }}
              error={Boolean(errors['time'])}
              helperText={errors['time'] ?? ' '}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              {INDIVIDUAL_TIMES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <TextField
            select
            label="Новое занятие"
            value={lesson}
            onChange={(event) => {
              setLesson(event.target.value);
              clear('lesson');
            }}
            disabled={lessons.isPending || Boolean(lessons.error)}
            error={Boolean(errors['lesson'])}
            helperText={
              errors['lesson'] ??
              (lessons.error
                ? `Не получилось загрузить занятия: ${lessons.error.message}`
                : lessons.data && lessons.data.items.length === 0
                  ? 'В ближайшие четыре недели у группы нет занятий'
                  : ' ')
            }
            sx={{ width: { xs: '100%', sm: 480 } }}
          >
            {(lessons.data?.items ?? []).map((item) => {
              const value = `${item.slot_id}|${item.date}`;
              const isCurrent = value === current;
              // A trial lesson's place is the lesson's own: a full lesson cannot take it. An
              // enrolment already counts on the lessons after its first: the server decides.
              const full = booking.kind === 'trial_lesson' && item.places_left <= 0;
              return (
                <MenuItem key={value} value={value} disabled={isCurrent || full}>
                  {lessonOption(item, isCurrent)}
                </MenuItem>
              );
            })}
          </TextField>
        )}
        <Button variant="outlined" onClick={() => void move()} disabled={!chosen || isPending} sx={{ mt: { sm: 1 } }}>
          Перенести
        </Button>
      </Stack>
      {price && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Стоимость после переноса: <b>{price}</b>
          {price !== bookingPrice(booking) && <> (сейчас {bookingPrice(booking)})</>}
        </Typography>
      )}
    </Box>
  );
}
