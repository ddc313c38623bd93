import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NameFields } from './name-fields';

const registration = (name: string) => ({
  name,
  onChange: vi.fn(async () => undefined),
  onBlur: vi.fn(async () => undefined),
  ref: vi.fn(),
});

describe('NameFields', () => {
  it('labels both fields, fills them in as names, and shows each error under its field', () => {
    render(
      <NameFields
        first={registration('first_name')}
        last={registration('last_name')}
        firstError="Введите имя."
      />,
    );
    const first = screen.getByLabelText('Имя');
    expect(first.getAttribute('name')).toBe('first_name');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Фамилия').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByText('Введите имя.')).toBeVisible();
  });
});
