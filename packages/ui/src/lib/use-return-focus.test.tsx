import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmModal } from '../components/confirm-modal';
import { Modal } from '../components/modal';

/** A dialog opened by a button of the page, not by a Radix Trigger (a controlled `open`). */
function Page({ kind }: { kind: 'modal' | 'confirm' }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Пополнить бюджет
      </button>
      {kind === 'modal' ? (
        <Modal open={open} onOpenChange={setOpen} title="Пополнить бюджет">
          <input aria-label="Сумма" />
        </Modal>
      ) : (
        <ConfirmModal open={open} onOpenChange={setOpen} title="Удалить?" cancelText="Отмена" />
      )}
    </main>
  );
}

describe('useReturnFocus', () => {
  it.each(['modal', 'confirm'] as const)(
    'returns the focus to the page’s button that opened a controlled %s',
    async (kind) => {
      render(<Page kind={kind} />);
      const opener = screen.getByRole('button', { name: 'Пополнить бюджет' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole(kind === 'modal' ? 'dialog' : 'alertdialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );
});
