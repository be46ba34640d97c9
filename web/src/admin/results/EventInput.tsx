import { AutocompleteInput, ReferenceInput, required, type Validator } from 'react-admin';
import { RESOURCES } from './calls';
import { eventLabel } from './labels';
import type { ResultEvent } from './types';

const byQuery = (q: string) => ({ q });
const optionText = (event: ResultEvent) => eventLabel(event);
const REQUIRED: Validator[] = [required('Выберите мероприятие')];

/**
 * An event picked by typing its name (`result-events`: the events the three sections read, the
 * nearest first), as a list's filter or a form's required field.
 */
export function EventInput({ source = 'event_id', form = false, alwaysOn }: { source?: string; form?: boolean; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference={RESOURCES.events} alwaysOn={alwaysOn} perPage={20}>
      <AutocompleteInput
        label="Мероприятие"
        optionText={optionText}
        inputText={(event: ResultEvent) => event.name}
        filterToQuery={byQuery}
        validate={form ? REQUIRED : undefined}
        fullWidth
        sx={form ? undefined : { width: 420, maxWidth: 'calc(100vw - 32px)' }}
        noOptionsText="Мероприятие не найдено"
      />
    </ReferenceInput>
  );
}
