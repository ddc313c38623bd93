import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

const labels = { 1: 'Пополнение', 2: 'Списание' } as const;

const renderSelect = (value: 1 | 2 | undefined) =>
  render(
    <FilterSelect
      label="Тип счёта"
      value={value}
      options={[1, 2] as const}
      labels={labels}
      allLabel="Все счета"
      onValueChange={vi.fn()}
    />,
  );

describe('FilterSelect', () => {
  it('shows «all» when nothing is chosen', () => {
    renderSelect(undefined);
    expect(screen.getByRole('combobox', { name: 'Тип счёта' })).toHaveTextContent('Все счета');
  });

  it('shows the label of the chosen value', () => {
    renderSelect(2);
    expect(screen.getByRole('combobox', { name: 'Тип счёта' })).toHaveTextContent('Списание');
  });
});
