import { DateInput, SelectInput } from 'react-admin';
import { useClassChoices } from './classChoices';
import { BOOKING_KIND_CHOICES, BOOKING_STATUS_CHOICES, VERIFIED_CHOICES } from './labels';

// `source`, `label` and `alwaysOn` are read by the list's filter form.
function ClassFilterInput(_props: { source: string; label?: string; alwaysOn?: boolean }) {
  const { choices, isPending } = useClassChoices();
  return (
    <SelectInput source="class_id" label="Занятие" choices={choices} isPending={isPending} emptyText="Все занятия" sx={{ minWidth: 200 }} />
  );
}

/**
 * The list's filters (docs/api.md, "Bravo: bookings"): status, kind, class, the lessons' days from
 * and to, and whether the parent's contact is confirmed (`verified`: a guest's code entered).
 */
export const bookingFilters = [
  <SelectInput key="status" source="status" label="Статус" choices={BOOKING_STATUS_CHOICES} emptyText="Все" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label="Вид записи"
    choices={BOOKING_KIND_CHOICES}
    emptyText="Все"
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
  <ClassFilterInput key="class_id" source="class_id" label="Занятие" alwaysOn />,
  <DateInput key="date_from" source="date_from" label="Занятия с" alwaysOn />,
  <DateInput key="date_to" source="date_to" label="Занятия по" alwaysOn />,
  <SelectInput
    key="verified"
    source="verified"
    label="Контакт"
    choices={VERIFIED_CHOICES}
    emptyText="Все"
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
];
