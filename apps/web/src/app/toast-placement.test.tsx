import { act, render, screen } from '@testing-library/react';
import { toast, toastStore } from '@ekran/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { showApiError } from './toast-placement';

afterEach(() => toastStore.clear());

describe('where the app shows toasts', () => {
  it('shows an API error and a screen’s own toast at the same place, the bottom centre', () => {
    render(<Toaster />);
    act(() => {
      showApiError({
        message: 'Нет подключение к интернету',
        id: 'offline',
        duration: 4000,
        error: new TypeError('Failed to fetch'),
      });
      toast.success('Кампания сохранена');
    });
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Уведомления внизу по центру (F8)',
    ]);
    expect(regions[0]).toHaveTextContent('Нет подключение к интернету');
    expect(regions[0]).toHaveTextContent('Кампания сохранена');
  });
});
