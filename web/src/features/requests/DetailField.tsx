import { Field, formStyles, TextAreaField } from '../../shared/ui/form';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import type { DetailSpec } from './formSpecs';
import { REQUEST_TEXT } from './messages';

export interface DetailFieldProps {
  detail: DetailSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A programme form's own field: a list as a native select (its first, empty option asks to
 * choose), a number as a text input with the digit keyboard, several lines as a textarea.
 */
export function DetailField({ detail, value, error, onChange }: DetailFieldProps) {
  const shell = { label: detail.label, error, optional: !detail.required };
  if (detail.kind === 'choice') {
    return (
      <FieldShell
        {...shell}
        control={(control) => (
          <select
            {...control}
            name={detail.code}
            className={`${formStyles.input} ${error ? formStyles.invalid : ''}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{REQUEST_TEXT.choose}</option>
            {detail.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        )}
      />
    );
  }
  if (detail.kind === 'lines') {
    return <TextAreaField {...shell} name={detail.code} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <Field
      {...shell}
      name={detail.code}
      inputMode={detail.kind === 'number' ? 'numeric' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
