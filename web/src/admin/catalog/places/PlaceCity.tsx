import { AutocompleteInput, FunctionField, ReferenceField, ReferenceInput, SelectInput } from 'react-admin';
import { useEventFilters } from '../../../shared/events/api';
import { useAdminAccess } from '../../AccessContext';
import { canOpen } from '../sections';
import { REQUIRED } from '../shared/validators';
import { cityChoices } from './cityChoices';

/*
 * A place's city. The places section is also a ManagerPosters' one, who has no cities section
 * (docs/permissions.md) and so no /api/admin/cities: they pick from the public filter list of
 * cities instead, which holds every city with its id.
 */

function usePublicCities(enabled: boolean) {
  const { data, isPending } = useEventFilters(enabled);
  return { choices: cityChoices(data), isPending: enabled && isPending };
}

// `source` is read by the list's filter menu to name the filter.
export function PlaceCityInput({ filter = false }: { filter?: boolean; source?: string; alwaysOn?: boolean }) {
  const access = useAdminAccess();
  const own = canOpen('cities', access.sections);
  const cities = usePublicCities(!own);
  const validate = filter ? undefined : REQUIRED;
  if (own) {
    return (
      <ReferenceInput source="city_id" reference="cities" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText="name"
          validate={validate}
          filterToQuery={(q: string) => ({ q })}
          sx={filter ? { minWidth: 220 } : undefined}
        />
      </ReferenceInput>
    );
  }
  return (
    <SelectInput
      source="city_id"
      choices={cities.choices}
      isPending={cities.isPending}
      validate={validate}
      sx={filter ? { minWidth: 220 } : undefined}
    />
  );
}

export function PlaceCityField(_props: { source: string; label?: string; sortable?: boolean }) {
  const access = useAdminAccess();
  const own = canOpen('cities', access.sections);
  const cities = usePublicCities(!own);
  if (own) return <ReferenceField source="city_id" reference="cities" link={false} />;
  return (
    <FunctionField<{ city_id: number }>
      source="city_id"
      render={(place) => cities.choices.find((city) => city.id === place.city_id)?.name ?? `#${place.city_id}`}
    />
  );
}
