import { NumberInput, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { REQUIRED, requiredText } from '../shared/validators';
import { normaliseTime } from './programItems';

/** Day, time and title of a program item (the event itself is chosen by the caller). */
export function ProgramInputs() {
  return (
    <>
      <Stack direction="row" sx={{ gap: 2 }}>
        <NumberInput source="day" step={1} min={1} validate={REQUIRED} helperText="1 — день начала" />
        <TextInput source="time" validate={REQUIRED} parse={normaliseTime} helperText="ЧЧ:ММ, например 10:00" />
      </Stack>
      <TextInput source="title" validate={requiredText(300)} fullWidth />
    </>
  );
}
