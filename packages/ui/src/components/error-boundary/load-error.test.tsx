import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, type LoadErrorLayout } from './load-error';
import { RetryButton } from './retry-button';

const LAYOUTS: LoadErrorLayout[] = ['block', 'alert', 'inline'];

describe('LoadError', () => {
  for (const layout of LAYOUTS) {
    describe(`layout="${layout}"`, () => {
      it('says what failed and why in one alert, with «Повторить» and the extra actions', async () => {
        const onRetry = vi.fn();
        render(
          <LoadError
            layout={layout}
            title="Не удалось загрузить данные"
            details="Сервер недоступен"
            onRetry={onRetry}
            actions={<a href="/campaigns">К списку</a>}
          />,
        );
        const [alert, ...more] = screen.getAllByRole('alert');
        expect(more).toHaveLength(0);
        expect(alert).toHaveAttribute('data-slot', 'load-error');
        expect(alert).toHaveTextContent('Не удалось загрузить данные');
        expect(alert).toHaveTextContent('Сервер недоступен');
        expect(alert?.querySelector('[data-slot="load-error-actions"]')).toHaveTextContent(
          'ПовторитьК списку',
        );
        await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
        expect(onRetry).toHaveBeenCalledOnce();
        expect(screen.getByRole('link', { name: 'К списку' })).toHaveAttribute(
          'href',
          '/campaigns',
        );
      });

      it('adds no details line for `true` and no buttons without a retry', () => {
        render(<LoadError layout={layout} title="Не удалось загрузить ролики" details />);
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toBe('Не удалось загрузить ролики');
        expect(alert.querySelector('[data-slot$="-description"]')).toBeNull();
        expect(screen.queryByRole('button')).toBeNull();
      });

      it('spins «Повторить» and ignores clicks while a retry is under way', async () => {
        const onRetry = vi.fn();
        render(<LoadError layout={layout} title="Не удалось" onRetry={onRetry} retrying />);
        const button = screen.getByRole('button', { name: 'Повторить' });
        expect(button).toHaveAttribute('aria-busy', 'true');
        await userEvent.click(button);
        expect(onRetry).not.toHaveBeenCalled();
      });

      it('takes its owner’s slot and class on the root', () => {
        render(
          <LoadError
            layout={layout}
            title="Не удалось загрузить экраны."
            data-slot="map-picker-load-error"
            className="absolute"
          />,
        );
        const alert = screen.getByRole('alert');
        expect(alert).toHaveAttribute('data-slot', 'map-picker-load-error');
        expect(alert).toHaveClass('absolute');
      });
    });
  }

  it('keeps the title and details in the order they are read', () => {
    render(
      <LoadError
        title="Не удалось загрузить данные"
        details="Сервер недоступен"
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить данныеСервер недоступенПовторить',
    );
  });

  it('is the error Alert in the `alert` layout', () => {
    render(<LoadError layout="alert" title="Не удалось загрузить кампанию" details="Нет сети" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(alert.querySelector('[data-slot="alert-title"]')).toHaveTextContent(
      'Не удалось загрузить кампанию',
    );
    expect(alert.querySelector('[data-slot="alert-description"]')).toHaveTextContent('Нет сети');
  });

  it('reads as one sentence in the `inline` layout', () => {
    render(
      <LoadError
        layout="inline"
        title="Не удалось загрузить экраны."
        details="Проверьте подключение и повторите."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Не удалось загрузить экраны. Проверьте подключение и повторите.',
    );
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
