import { FieldShell } from '../../shared/ui/form/FieldShell';
import { formStyles } from '../../shared/ui/form';
import { REQUEST_TEXT } from './messages';
import styles from './RequestForm.module.css';

export interface FileFieldProps {
  label: string;
  error?: string;
  onChange: (file: File | null) => void;
}

/**
 * The PDF a programme form asks for (the accelerator's project): the browser's own file picker,
 * which names the chosen file itself; the type and size are checked when the form is sent.
 */
export function FileField({ label, error, onChange }: FileFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={REQUEST_TEXT.fileHint}
      control={(control) => (
        <input
          {...control}
          type="file"
          name="project"
          accept="application/pdf,.pdf"
          className={`${styles.file} ${error ? formStyles.invalid : ''}`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    />
  );
}
