import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from '../lib/zod';
import { NumberField } from './number-field';

const schema = z.object({
  budget: z
    .number({ error: 'Укажите бюджет' })
    .nullable()
    .refine((v) => v !== null, 'Укажите бюджет'),
  delay: z.number(),
});
type Values = { budget: number | null; delay: number };

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { budget: null, delay: 5 },
    resolver: zodResolver(schema, undefined, { raw: true }),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <NumberField control={control} name="budget" label="Бюджет" required hint="В рублях" />
      <NumberField control={control} name="delay" label="Задержка" empty="zero" suffix="с" />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('NumberField', () => {
  it('labels the input, shows the hint and the field’s own error from the form', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const budget = screen.getByLabelText(/Бюджет/);
    expect(screen.getByText('В рублях')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите бюджет')).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the form numbers, and 0 for a cleared field that asks for it', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Бюджет/), '1500');
    await userEvent.clear(screen.getByLabelText('Задержка'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ budget: 1500, delay: 0 });
  });
});
