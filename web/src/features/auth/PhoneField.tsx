import { Field, type FieldProps } from '../../shared/ui/form';
import { formatPhone } from './phoneMask';

export type PhoneFieldProps = Omit<FieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone field with the mask +7 (###) ### ##-## (spec section 9). */
export function PhoneField({ value, onChange, ...rest }: PhoneFieldProps) {
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___ __-__"
      {...rest}
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
    />
  );
}
