import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('is a labelled search box that reports what is typed', async () => {
    const onChange = vi.fn();
    render(<SearchInput aria-label="Поиск экрана" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Поиск экрана' });
    await userEvent.type(box, 'К');
    expect(onChange).toHaveBeenCalledOnce();
    expect(box.className).toContain('pl-9');
  });

  it('sizes its box with the given classes and hides the magnifier from readers', () => {
    const { container } = render(<SearchInput aria-label="Поиск" className="w-full sm:w-64" />);
    expect(container.firstElementChild?.className).toBe('relative w-full sm:w-64');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
