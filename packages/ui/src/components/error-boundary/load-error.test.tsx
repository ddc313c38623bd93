import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';
import { RetryButton } from './retry-button';

describe('LoadError', () => {
  it('shows the title in an alert, with no details for `true`', () => {
    render(<LoadError title="Не удалось загрузить ролики" error />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить ролики');
    expect(alert.querySelectorAll('div')).toHaveLength(0);
  });

  it('shows the details and the action under the title', () => {
    render(
      <LoadError
        title="Не удалось загрузить данные"
        error="Сервер недоступен"
        action={<button type="button">Повторить</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данныеСервер недоступенПовторить');
  });
});

describe('RetryButton', () => {
  it('says «Повторить» and calls back on click', async () => {
    const onClick = vi.fn();
    render(<RetryButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
