import { Edit, LinkBase, ListButton, maxLength, SimpleForm, TextInput, TopToolbar, useRecordContext, type Identifier } from 'react-admin';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import { RENTAL_CALENDAR_PATH, RENTAL_CALENDAR_TITLE, RENTAL_LIST_TITLE } from './labels';
import { RentalFacts } from './RentalFacts';
import { RentalHistory } from './RentalHistory';
import { RentalToolbar } from './RentalToolbar';
import type { AdminRental } from './types';

const NOTE_MAX = 2000;

function RentalTitle() {
  const rental = useRecordContext<AdminRental>();
  return <span>{rental ? `Аренда № ${rental.id}` : 'Аренда'}</span>;
}

function History() {
  const rental = useRecordContext<AdminRental>();
  return rental ? <RentalHistory rental={rental} /> : null;
}

/**
 * A rental request's page: what the applicant asked for, read only; the moves its status allows
 * and the manager's note, saved pessimistically so a refusal shows before anything changes; then
 * the history of those changes. The route gives the request's id; `id` shows one without a route.
 */
export function RentalEdit({ id }: { id?: Identifier }) {
  return (
    <Edit
      id={id}
      title={<RentalTitle />}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton label={`Все ${RENTAL_LIST_TITLE.toLowerCase()}`} />
          <Button component={LinkBase} to={RENTAL_CALENDAR_PATH} size="small" startIcon={<CalendarMonthIcon />}>
            {RENTAL_CALENDAR_TITLE}
          </Button>
        </TopToolbar>
      }
    >
      {/* No delete: the admin API has none for rentals; a request is declined or cancelled. */}
      <SimpleForm toolbar={<RentalToolbar />}>
        <RentalFacts />
        <TextInput
          source="manager_note"
          label="Заметка менеджера"
          multiline
          minRows={3}
          fullWidth
          helperText="При отклонении и отмене заметка уходит заявителю в письме"
          validate={maxLength(NOTE_MAX, `Не должно превышать ${NOTE_MAX} символов`)}
        />
      </SimpleForm>
      <History />
    </Edit>
  );
}
