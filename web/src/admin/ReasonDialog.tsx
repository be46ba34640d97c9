import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The server's limit of a reason (a block, an order's or a show's cancellation, a refund), in characters. */
export const REASON_MAX = 500;

/** What is wrong with a reason before it is sent, or '': `required` when blank, the limit past `max` characters (code points, as the server counts). */
export function reasonProblem(reason: string, required: string, max: number = REASON_MAX): string {
  const text = reason.trim();
  if (text === '') return required;
  if ([...text].length > max) return `Не длиннее ${max} символов`;
  return '';
}

export type ReasonDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What will happen, above the field. */
  text?: ReactNode;
  /** The field's label. */
  label: string;
  /** Under the field until an error replaces it. */
  hint: string;
  /** The message when the reason is blank. */
  requiredMessage: string;
  /** The limit in characters: REASON_MAX unless the server allows another. */
  max?: number;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's label while the action runs (the confirm label if none). */
  busyLabel?: string;
  onClose: () => void;
  /**
   * Runs the action with the trimmed reason; resolves to the field's error to show (the
   * server's 422 `errors.reason`), or undefined when done or when the screen told the error
   * itself. The screen closes the dialog on success. It should not reject.
   */
  onConfirm: (reason: string) => Promise<string | undefined>;
};

/**
 * «Ask a reason, then act»: a required reason of at most `max` characters, checked before the
 * call, the confirm button disabled while it runs, the server's field error under the field.
 * Each opening starts with an empty field.
 */
export function ReasonDialog({
  open,
  title,
  text,
  label,
  hint,
  requiredMessage,
  max = REASON_MAX,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setError('');
    }
  }

  async function confirm() {
    const problem = reasonProblem(reason, requiredMessage, max);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const fieldError = await onConfirm(reason.trim());
      if (fieldError) setError(fieldError);
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          required
          label={label}
          value={reason}
          error={error !== ''}
          helperText={error || hint}
          onChange={(event) => {
            setReason(event.target.value);
            setError('');
          }}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
