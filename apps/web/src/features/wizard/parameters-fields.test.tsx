import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RadioField, Section, SwitchField } from './parameters-fields';

type Values = { fast: boolean; type: 1 | 2; gender: 'all' | 'male' };

function Form({ onSubmit, disabled }: { onSubmit: (values: Values) => void; disabled?: boolean }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { fast: false, type: 1, gender: 'all' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Section title="Основное" description="Главное о кампании">
        <SwitchField control={control} name="fast" label="Тратить быстро" disabled={disabled} />
        <RadioField
          control={control}
          name="type"
          label="Тип"
          options={[1, 2] as const}
          optionLabel={(type) => (type === 1 ? 'Аукцион' : 'Фикс')}
          hint={(type) => `Выбран ${type}`}
          disabled={disabled}
        />
        <RadioField
          control={control}
          name="gender"
          label="Пол"
          options={['all', 'male'] as const}
          optionLabel={(gender) => (gender === 'all' ? 'Все' : 'Мужчины')}
        />
      </Section>
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('parameters form fields', () => {
  it('a section is a region named by its heading', () => {
    render(<Form onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: 'Основное' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Основное' })).toBeInTheDocument();
    expect(screen.getByText('Главное о кампании')).toBeInTheDocument();
  });

  it('hands the form a boolean and the option values themselves, numbers as numbers', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: 'Аукцион' })).toBeChecked();
    expect(screen.getByText('Выбран 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Тратить быстро' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Фикс' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Мужчины' }));
    expect(screen.getByText('Выбран 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ fast: true, type: 2, gender: 'male' });
  });

  it('disabled: the switch and the radios take no input', () => {
    render(<Form onSubmit={() => {}} disabled />);
    expect(screen.getByRole('switch', { name: 'Тратить быстро' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Фикс' })).toBeDisabled();
  });
});
