import { AutocompleteInput, DateInput, SearchInput, SelectInput } from 'react-admin';
import { ORDER_STATUSES, STATUS_LABELS } from '../../features/orders/statuses';
import { UNASSIGNED, useCityChoices, useEventChoices, useManagers } from './choices';

const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status, name: STATUS_LABELS[status] }));

interface FilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

function EventFilter(props: FilterProps) {
  const { data, isPending } = useEventChoices();
  return <AutocompleteInput {...props} choices={data ?? []} isPending={isPending} sx={{ minWidth: 280 }} />;
}

function CityFilter(props: FilterProps) {
  const { data, isPending } = useCityChoices();
  return <AutocompleteInput {...props} choices={data ?? []} isPending={isPending} />;
}

function ManagerFilter(props: FilterProps) {
  const { data, isPending } = useManagers();
  const choices = [{ id: UNASSIGNED, name: 'Не назначен' }, ...(data ?? []).map((manager) => ({ id: manager.id, name: manager.name }))];
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
}

/** The list's filters (docs/api.md, "Orders admin"): search and status always shown, the rest on demand. */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Номер, имя, email или телефон" sx={{ minWidth: 300 }} />,
  <SelectInput key="status" source="status" label="Статус" choices={STATUS_CHOICES} alwaysOn />,
  <EventFilter key="event_id" source="event_id" label="Мероприятие" />,
  <CityFilter key="city_id" source="city_id" label="Город" />,
  <DateInput key="date_from" source="date_from" label="Создан с" />,
  <DateInput key="date_to" source="date_to" label="Создан по" />,
  <ManagerFilter key="manager_id" source="manager_id" label="Менеджер" />,
];
