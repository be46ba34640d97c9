import { useQuery } from '@tanstack/react-query';
import { LinkBase, Title, useCreatePath, useDataProvider, useLocation, useNavigate, type DataProvider } from 'react-admin';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate } from '../../shared/format';
import { pluralRu } from '../../shared/format/plural';
import { isMonth, monthOf, monthWeeks, rentalsByDay, shiftMonth, weekdayOf, WEEKDAYS } from './calendar';
import type { RentalCalls } from './calls';
import { useHallChoices } from './hallChoices';
import { hallLine, hoursText, monthTitle, RENTAL_CALENDAR_TITLE, RENTAL_LIST_TITLE } from './labels';
import type { AdminRental } from './types';

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (date: Date) => `${monthOf(date)}-${pad(date.getDate())}`;
const HEADING_ID = 'rental-calendar-month';

/** One rental of a day: `10:00–14:00 Камерный зал · Культурный центр «Меридиан»`, a link to it. */
function RentalLink({ rental }: { rental: AdminRental }) {
  const createPath = useCreatePath();
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'rentals', id: rental.id, type: 'edit' })}
      underline="hover"
      variant="body2"
      sx={{ display: 'block', lineHeight: 1.3 }}
    >
      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {hoursText(rental)}
      </Box>{' '}
      {hallLine(rental)}
    </Link>
  );
}

function DayRentals({ rentals }: { rentals: readonly AdminRental[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {rentals.map((rental) => (
        <li key={rental.id}>
          <RentalLink rental={rental} />
        </li>
      ))}
    </Box>
  );
}

const CELL = { border: '1px solid', borderColor: 'divider', p: 0.75, verticalAlign: 'top' } as const;

/** The month as a table of weeks, Monday first; each day its confirmed rentals. */
function MonthGrid({ month, byDay, today }: { month: string; byDay: Map<string, AdminRental[]>; today: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-labelledby={HEADING_ID}
        sx={{ width: '100%', minWidth: 760, borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday, index) => (
              <Box
                component="th"
                key={weekday.short}
                scope="col"
                abbr={weekday.full}
                sx={{ ...CELL, py: 0.5, fontWeight: 600, fontSize: 13, color: index >= 5 ? 'error.dark' : 'text.secondary' }}
              >
                {weekday.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={week.find(Boolean) ?? row}>
              {week.map((day, index) => {
                const key = day ?? `empty-${row}-${index}`;
                if (!day) return <Box component="td" key={key} sx={{ ...CELL, bgcolor: 'action.hover' }} />;
                const rentals = byDay.get(day) ?? [];
                const isToday = day === today;
                return (
                  <Box
                    component="td"
                    key={key}
                    aria-current={isToday ? 'date' : undefined}
                    sx={{
                      ...CELL,
                      height: 84,
                      ...(isToday ? { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } : {}),
                    }}
                  >
                    <Box
                      component="time"
                      dateTime={day}
                      sx={{
                        display: 'block',
                        fontSize: 13,
                        fontWeight: isToday ? 700 : 500,
                        color: index >= 5 ? 'error.dark' : 'text.secondary',
                        mb: 0.5,
                      }}
                    >
                      {Number(day.slice(8))}
                    </Box>
                    {rentals.length > 0 && <DayRentals rentals={rentals} />}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** On a narrow screen: only the days with rentals, each under its heading. */
function DayList({ byDay }: { byDay: Map<string, AdminRental[]> }) {
  return (
    <Stack spacing={1.5}>
      {[...byDay].map(([day, rentals]) => (
        <Box key={day} component="section" aria-labelledby={`rental-day-${day}`}>
          <Typography id={`rental-day-${day}`} variant="subtitle2" component="h3">
            {formatDate(day, 'day-month')}, {weekdayOf(day).toLowerCase()}
          </Typography>
          <DayRentals rentals={rentals} />
        </Box>
      ))}
    </Stack>
  );
}

/** How many confirmed rentals the month holds: `3 подтверждённые аренды`. */
function countLine(count: number): string {
  if (count === 0) return 'Подтверждённых аренд в этом месяце нет';
  return `${count} ${pluralRu(count, ['подтверждённая аренда', 'подтверждённые аренды', 'подтверждённых аренд'])}`;
}

/**
 * The calendar of confirmed rentals (`GET /api/admin/rentals-calendar`): a month at a time, of all
 * halls or one; each rental links to its request. The month and the hall are in the address
 * (`?month=2026-12&hall_id=3`), so a calendar can be sent as a link; `today` is for tests.
 */
export function RentalCalendar({ today = new Date() }: { today?: Date }) {
  const dataProvider = useDataProvider<DataProvider & RentalCalls>();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const halls = useHallChoices();
  const month = isMonth(params.get('month')) ? (params.get('month') as string) : monthOf(today);
  const hallParam = Number(params.get('hall_id'));
  const hallId = Number.isInteger(hallParam) && hallParam > 0 ? hallParam : null;
  const { data, isPending, error } = useQuery({
    queryKey: ['admin', 'rentals', 'calendar', month, hallId],
    queryFn: () => dataProvider.getRentalCalendar(month, hallId),
  });
  const byDay = rentalsByDay((data?.items ?? []).filter((rental) => rental.day.startsWith(month)));

  function go(next: { month?: string; hall_id?: number | null }) {
    const query = new URLSearchParams(params);
    if (next.month !== undefined) query.set('month', next.month);
    if (next.hall_id !== undefined) {
      if (next.hall_id) query.set('hall_id', String(next.hall_id));
      else query.delete('hall_id');
    }
    navigate({ pathname: location.pathname, search: `?${query.toString()}` });
  }

  const count = data ? [...byDay.values()].reduce((sum, list) => sum + list.length, 0) : null;
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={RENTAL_CALENDAR_TITLE} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Предыдущий месяц" onClick={() => go({ month: shiftMonth(month, -1) })} size="small">
            <ChevronLeftIcon />
          </IconButton>
          <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ minWidth: 170, textAlign: 'center' }} aria-live="polite">
            {monthTitle(month)}
          </Typography>
          <IconButton aria-label="Следующий месяц" onClick={() => go({ month: shiftMonth(month, 1) })} size="small">
            <ChevronRightIcon />
          </IconButton>
          <Button size="small" onClick={() => go({ month: monthOf(today) })} disabled={month === monthOf(today)}>
            Текущий месяц
          </Button>
        </Stack>
        <TextField
          select
          size="small"
          label="Зал"
          value={hallId ?? ''}
          onChange={(event) => go({ hall_id: Number(event.target.value) || null })}
          fullWidth={false}
          sx={{ width: 340, maxWidth: '100%' }}
          disabled={halls.isPending && halls.choices.length === 0}
        >
          <MenuItem value="">Все залы</MenuItem>
          {halls.choices.map((hall) => (
            <MenuItem key={hall.id} value={hall.id}>
              {hall.name}
            </MenuItem>
          ))}
        </TextField>
        <Button component={LinkBase} to="/rentals" size="small" startIcon={<ListAltIcon />} sx={{ ml: 'auto' }}>
          {RENTAL_LIST_TITLE}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          Не удалось загрузить календарь: {error.message}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {isPending ? 'Загрузка…' : count !== null ? countLine(count) : ''}
      </Typography>
      {small ? <DayList byDay={byDay} /> : <MonthGrid month={month} byDay={byDay} today={dayKey(today)} />}
    </Card>
  );
}
