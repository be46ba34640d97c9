import { Checkbox } from '../../shared/ui/form';

/** The policy on personal data processing (web/public). */
export const CONSENT_PDF = '/obrabotka-personalnyh-dannyh.pdf';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The words before the link; the request forms' own by default. */
  before?: string;
}

/** The consent to personal data processing every form with contacts asks for, linking the policy PDF. */
export function ConsentCheckbox({ checked, onChange, error, before = 'Я согласен на' }: ConsentCheckboxProps) {
  return (
    <Checkbox checked={checked} onChange={onChange} error={error} name="consent">
      {before}{' '}
      <a href={CONSENT_PDF} target="_blank" rel="noopener noreferrer">
        обработку персональных данных
      </a>
    </Checkbox>
  );
}
