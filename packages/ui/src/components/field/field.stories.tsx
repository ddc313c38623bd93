import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { NumberInput } from '../number-input';
import { RadioGroup, RadioGroupItem } from '../radio-group';
import { Label } from '../label';
import { CampaignTypeSelect } from '../select/select.fixtures';
import { Switch } from '../switch';
import { Textarea } from '../textarea';
import { Field } from './field';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Название кампании', children: <Input /> },
  argTypes: {
    label: {
      description:
        "The control's name, shown above it (beside it when horizontal): a noun, «Бюджет».",
      control: 'text',
    },
    hint: {
      description:
        'Help under the control, read with it: the format, the limits, who sees it; empty for none.',
      control: 'text',
    },
    error: {
      description:
        'What is wrong and how to fix it («Введите название»): marks the control invalid; empty for none.',
      control: 'text',
    },
    required: {
      description: 'Shows the required mark; the form still does the validation.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    orientation: {
      description:
        'vertical for text fields, selects and groups; horizontal puts a checkbox or a switch before its label.',
      control: 'inline-radio',
      options: ['vertical', 'horizontal'],
      table: { defaultValue: { summary: 'vertical' } },
    },
    id: { description: "The control's id; generated when unset.", control: false },
    children: {
      description: 'The one control; it gets the id and the ARIA links.',
      control: false,
    },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Название кампании' });
    await expect(input).not.toBeInvalid();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Видно только вам и модератору' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Видно только вам и модератору',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'Видно только вам и модератору', error: 'Введите название' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Название кампании' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Видно только вам и модератору Введите название',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Название кампании (обязательное поле)' }),
    ).toBeInTheDocument();
  },
};

export const Horizontal: Story = {
  args: { label: 'Переносить остаток бюджета', orientation: 'horizontal', children: <Checkbox /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Переносить остаток бюджета'));
    await expect(
      canvas.getByRole('checkbox', { name: 'Переносить остаток бюджета' }),
    ).toBeChecked();
  },
};

const schema = z.object({
  name: z.string().trim().min(3, 'Название — не короче 3 символов'),
  email: z.email('Введите e-mail, например name@company.ru'),
  budget: z
    .number()
    .nullable()
    .refine((value) => value !== null && value >= 1000, 'Бюджет — не меньше 1 000 ₽'),
  type: z.string().min(1, 'Выберите тип кампании'),
  gender: z.string().min(1, 'Выберите аудиторию'),
  description: z.string().max(200, 'Не длиннее 200 символов'),
  spentFast: z.boolean(),
  terms: z.boolean().refine(Boolean, 'Нужно согласие с условиями'),
});

type FormValues = z.infer<typeof schema>;

function CampaignForm({ onSubmit }: { onSubmit: (values: FormValues) => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      email: '',
      budget: null,
      type: '',
      gender: '',
      description: '',
      spentFast: false,
      terms: false,
    },
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(onSubmit)}>
      <Field label="Название кампании" required error={errors.name?.message}>
        <Input {...register('name')} />
      </Field>
      <Field label="E-mail для отчётов" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label="Бюджет"
        required
        hint="Спишется с доступного баланса"
        error={errors.budget?.message}
      >
        <Controller
          control={control}
          name="budget"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Field label="Тип кампании" required error={errors.type?.message}>
            <CampaignTypeSelect
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              trigger={{ ref: field.ref, onBlur: field.onBlur }}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Field label="Аудитория" required error={errors.gender?.message}>
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex gap-4">
              {[
                ['all', 'Все'],
                ['male', 'Мужчины'],
                ['female', 'Женщины'],
              ].map(([value = '', label]) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value} id={`audience-${value}`} />
                  <Label htmlFor={`audience-${value}`}>{label}</Label>
                </div>
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <Field label="Описание" error={errors.description?.message}>
        <Textarea {...register('description')} />
      </Field>
      <Controller
        control={control}
        name="spentFast"
        render={({ field }) => (
          <Field label="Быстрый расход бюджета" orientation="horizontal">
            <Switch checked={field.value} onCheckedChange={field.onChange} ref={field.ref} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <Field
            label="Принимаю условия оферты"
            orientation="horizontal"
            error={errors.terms?.message}
          >
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              ref={field.ref}
            />
          </Field>
        )}
      />
      <Button type="submit" className="justify-self-start">
        Сохранить
      </Button>
    </form>
  );
}

/** react-hook-form + zod: errors appear on submit, each linked to its control. */
export const ReactHookFormWithZod: Story = {
  args: { label: '', children: <span /> },
  render: function Render() {
    return <CampaignForm onSubmit={submitSpy} />;
  },
  play: async ({ canvas }) => {
    submitSpy.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));

    const name = canvas.getByRole('textbox', { name: /Название кампании/ });
    await waitFor(() => expect(name).toBeInvalid());
    await expect(name).toHaveAccessibleDescription('Название — не короче 3 символов');
    // The first invalid control gets the focus.
    await expect(name).toHaveFocus();
    const budget = canvas.getByRole('textbox', { name: /Бюджет/ });
    await expect(budget).toBeInvalid();
    await expect(budget).toHaveAccessibleDescription(
      'Спишется с доступного баланса Бюджет — не меньше 1 000 ₽',
    );
    await expect(
      canvas.getByRole('combobox', { name: /Тип кампании/ }),
    ).toHaveAccessibleDescription('Выберите тип кампании');
    await expect(canvas.getByRole('radiogroup', { name: /Аудитория/ })).toHaveAccessibleDescription(
      'Выберите аудиторию',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Принимаю условия оферты' })).toBeInvalid();
    await expect(submitSpy).not.toHaveBeenCalled();

    await userEvent.type(name, 'Весна 2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ads@gorod.ru');
    await userEvent.type(budget, '15000');
    await userEvent.click(canvas.getByRole('combobox', { name: /Тип кампании/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'RTB' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Все' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Быстрый расход бюджета' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Принимаю условия оферты' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(submitSpy).toHaveBeenCalledWith(
        {
          name: 'Весна 2026',
          email: 'ads@gorod.ru',
          budget: 15000,
          type: '1',
          gender: 'all',
          description: '',
          spentFast: true,
          terms: true,
        },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByText('Название — не короче 3 символов')).not.toBeInTheDocument();
  },
};

const submitSpy = fn();

export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark', tenant: 'gorod-ekran' },
};

/** Every prop in the Controls panel; a horizontal field is for a checkbox or a switch (Horizontal). */
export const Playground: Story = {
  args: {
    label: 'Название кампании',
    hint: '',
    error: '',
    required: false,
    orientation: 'vertical',
    children: <Input />,
  },
  parameters: PLAYGROUND,
};
