import { useId } from 'react';
import { regex, TextInput, type Validator } from 'react-admin';
import { REQUIRED } from '../shared/validators';

/** A lesson's usual start and end times, offered under the field: every quarter, 08:00 to 21:45. */
const SUGGESTED = Array.from({ length: (22 - 8) * 4 }, (_, i) => {
  const minutes = 8 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const CLOCK = regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время должно быть в формате ЧЧ:ММ');

/**
 * A time as typed, made "HH:MM" once it is complete: "9:30" and "9.30" give "09:30", four digits
 * "1730" give "17:30" (a phone's number keyboard has no colon). Anything else is left as typed, for
 * the validator to name.
 */
export function normaliseClock(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const digits = /^(\d{2})(\d{2})$/.exec(text);
  if (digits) return `${digits[1]}:${digits[2]}`;
  const parts = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  return parts ? `${parts[1]!.padStart(2, '0')}:${parts[2]}` : text;
}

/**
 * A time of day in 24 hours, "HH:MM" as the API takes it: typed (with the quarters offered as
 * suggestions) rather than the browser's time picker, which shows AM/PM on an English system.
 */
export function ClockInput({ source, helperText, validate = [] }: { source: string; helperText: string; validate?: Validator[] }) {
  const list = useId();
  return (
    <>
      <TextInput
        source={source}
        parse={normaliseClock}
        validate={[REQUIRED, CLOCK, ...validate]}
        helperText={helperText}
        placeholder="ЧЧ:ММ"
        sx={{ width: { xs: '100%', sm: 160 } }}
        slotProps={{ htmlInput: { list, inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
      />
      <datalist id={list}>
        {SUGGESTED.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    </>
  );
}
