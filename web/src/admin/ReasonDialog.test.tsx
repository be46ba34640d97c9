import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { REASON_MAX, ReasonDialog, reasonProblem } from './ReasonDialog';

type Confirm = (reason: string) => Promise<string | undefined>;

/** The dialog as a screen holds it: a button opens it, the screen closes it on success. */
function Screen({ onConfirm, onClose = () => undefined, max }: { onConfirm: Confirm; onClose?: () => void; max?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <ReasonDialog
        open={open}
        title="Отменить показ?"
        text="Каждый покупатель получит письмо."
        label="Причина"
        hint="Её прочтёт каждый покупатель"
        requiredMessage="Укажите причину"
        max={max}
        confirmLabel="Отменить показ"
        cancelLabel="Не отменять"
        busyLabel="Отменяем…"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onConfirm={async (reason) => {
          const field = await onConfirm(reason);
          if (field === undefined) setOpen(false);
          return field;
        }}
      />
    </>
  );
}

const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Причина' });
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отменить показ' });

describe('ReasonDialog', () => {
  test("a blank reason is refused with the screen's message and nothing runs; typing clears it", () => {
    const onConfirm = vi.fn<Confirm>(async () => undefined);
    render(<Screen onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Отменить показ?' });
    expect(dialog.textContent).toContain('Каждый покупатель получит письмо.');
    expect(within(dialog).getByText('Её прочтёт каждый покупатель')).toBeTruthy();
    fireEvent.change(field(dialog), { target: { value: '   ' } });
    fireEvent.click(confirmButton(dialog));
    expect(within(dialog).getByText('Укажите причину')).toBeTruthy();
    expect(within(dialog).queryByText('Её прочтёт каждый покупатель')).toBeNull();
    expect(field(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(field(dialog), { target: { value: 'Б' } });
    expect(within(dialog).queryByText('Укажите причину')).toBeNull();
    expect(within(dialog).getByText('Её прочтёт каждый покупатель')).toBeTruthy();
  });

  test('the reason is at most 500 characters: the field stops there, a longer one is refused', () => {
    const onConfirm = vi.fn<Confirm>(async () => undefined);
    render(<Screen onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    expect(REASON_MAX).toBe(500);
    expect(field(dialog).getAttribute('maxlength')).toBe('500');
    fireEvent.change(field(dialog), { target: { value: 'я'.repeat(501) } });
    fireEvent.click(confirmButton(dialog));
    expect(within(dialog).getByText('Не длиннее 500 символов')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('a screen may allow another limit; the characters are counted as the server does, blanks around excluded', () => {
    expect(reasonProblem(` ${'я'.repeat(500)} `, 'Укажите причину')).toBe('');
    expect(reasonProblem('😀'.repeat(500), 'Укажите причину')).toBe('');
    expect(reasonProblem('я'.repeat(1001), 'Укажите причину', 1000)).toBe('Не длиннее 1000 символов');
    render(<Screen onConfirm={async () => undefined} max={1000} />);
    expect(field(screen.getByRole('dialog')).getAttribute('maxlength')).toBe('1000');
  });

  test('the trimmed reason is sent; while the action runs the buttons are disabled and the dialog stays; done, it closes', async () => {
    let finish: (value: string | undefined) => void = () => undefined;
    const onConfirm = vi.fn<Confirm>(() => new Promise((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<Screen onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(field(dialog), { target: { value: '  Болезнь солиста  ' } });
    fireEvent.click(confirmButton(dialog));
    expect(onConfirm).toHaveBeenCalledWith('Болезнь солиста');
    const busy = await within(dialog).findByRole('button', { name: 'Отменяем…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const cancel = within(dialog).getByRole('button', { name: 'Не отменять' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    finish(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test("the server's field error shows under the field and the dialog stays open for another try", async () => {
    const onConfirm = vi.fn<Confirm>().mockResolvedValueOnce('Не должно превышать 500 символов').mockResolvedValueOnce(undefined);
    render(<Screen onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(field(dialog), { target: { value: 'Перенос' } });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('Не должно превышать 500 символов')).toBeTruthy();
    expect(field(dialog).getAttribute('aria-invalid')).toBe('true');
    expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  test('closing asks the screen; the next opening starts with an empty field', async () => {
    const onClose = vi.fn();
    render(<Screen onConfirm={async () => undefined} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(field(dialog), { target: { value: '  ' } });
    fireEvent.click(confirmButton(dialog));
    expect(within(dialog).getByText('Укажите причину')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const again = await screen.findByRole('dialog');
    expect((field(again) as HTMLTextAreaElement).value).toBe('');
    expect(within(again).queryByText('Укажите причину')).toBeNull();
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
