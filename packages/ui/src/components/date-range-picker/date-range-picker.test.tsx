import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateRangePicker } from './date-range-picker';

// The calendar is its own chunk; its first transform is slow on a busy machine.
beforeAll(() => import('./calendar'), 60_000);

describe('DateRangePicker', () => {
  it('points aria-controls at the calendar only while the calendar is in the page', async () => {
    const user = userEvent.setup();
    render(
      <DateRangePicker
        aria-label="Период"
        value={undefined}
        onValueChange={() => undefined}
        today={new Date(2026, 0, 15)}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Период' });
    // Closed: nothing to control, so no reference to an element that is not there.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Выбор периода' }, { timeout: 5000 });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const controls = trigger.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(document.getElementById(controls ?? '')).toBe(dialog);
    // The open popup's parts, for styling (data-slots.test.tsx covers the closed field).
    expect(dialog).toHaveAttribute('data-slot', 'date-range-picker-content');
    for (const part of ['calendar', 'footer', 'reset', 'done'])
      expect(dialog.querySelector(`[data-slot="date-range-picker-${part}"]`)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-controls');
  }, 15_000);
});
