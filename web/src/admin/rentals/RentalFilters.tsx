import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { useHallChoices } from './hallChoices';
import { RENTAL_STATUS_CHOICES } from './labels';

// `source`, `label` and `alwaysOn` are read by the list's filter form.
function HallFilterInput(_props: { source: string; label?: string; alwaysOn?: boolean }) {
  const { choices, isPending } = useHallChoices();
  return <SelectInput source="hall_id" label="Зал" choices={choices} isPending={isPending} emptyText="Все залы" sx={{ minWidth: 200 }} />;
}

/** The list's filters (docs/api.md, "Venue rental"): search, status, hall and the days from and to. */
export const rentalFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Имя, телефон, почта, организация" sx={{ minWidth: 220 }} />,
  <SelectInput key="status" source="status" label="Статус" choices={RENTAL_STATUS_CHOICES} emptyText="Все" alwaysOn />,
  <HallFilterInput key="hall_id" source="hall_id" label="Зал" alwaysOn />,
  <DateInput key="day_from" source="day_from" label="С даты" alwaysOn />,
  <DateInput key="day_to" source="day_to" label="По дату" alwaysOn />,
];
