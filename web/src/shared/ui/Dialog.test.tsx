import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open && (
        <Dialog
          title="Удалить аккаунт?"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">Отмена</button>
          <button type="button">Удалить</button>
        </Dialog>
      )}
    </>
  );
}

describe('dialog', () => {
  test('a native modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Удалить аккаунт?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    const cancel = screen.getByRole('button', { name: 'Отмена' });
    const remove = screen.getByRole('button', { name: 'Удалить' });
    expect(document.activeElement).toBe(cancel);
    remove.focus();
    fireEvent.keyDown(remove, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(remove);
    fireEvent.keyDown(remove, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
