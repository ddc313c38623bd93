import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper, type StepperStep } from './stepper';
import { componentModes } from '../../../../../.storybook/visual';

const wizardSteps: StepperStep[] = [
  { id: 'params', label: 'Параметры и медиаплан', description: 'Даты, бюджет, экраны' },
  { id: 'content', label: 'Контент', description: 'Загрузка роликов' },
  { id: 'select', label: 'Выбор контента', description: 'Ролики по экранам' },
  { id: 'verify', label: 'Проверка', description: 'Отправка на модерацию' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    'aria-label': 'Шаги создания кампании',
    current: 1,
    steps: [
      { ...wizardSteps[0]!, complete: true },
      wizardSteps[1]!,
      { ...wizardSteps[2]!, disabled: true },
      { ...wizardSteps[3]!, disabled: true },
    ],
    onStepClick: fn(),
  },
  argTypes: {
    current: {
      description: 'The step open now, from 0.',
      control: { type: 'number', min: 0, max: 3 },
    },
    steps: {
      description:
        'Each step: id, label, description, and complete (saved and valid) or disabled (locked until an earlier step is valid); href makes it a link.',
      control: 'object',
    },
    currentLabelOnPhone: {
      description:
        "On a narrow container, writes the current step's name beside its marker; turn off where the page names the step.",
      control: 'boolean',
    },
    'aria-label': { description: 'Names the navigation.', control: 'text' },
    onStepClick: { description: 'Makes steps without href buttons.', control: false },
    renderLink: { description: "The router's Link for steps with href.", control: false },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Шаги создания кампании' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);

    const current = canvas.getByRole('button', { name: /Шаг 2: Контент/ });
    await expect(current).toHaveAttribute('aria-current', 'step');

    const done = canvas.getByRole('button', { name: /Шаг 1: Параметры и медиаплан \(выполнен\)/ });
    await expect(done).not.toHaveAttribute('aria-current');
    await userEvent.click(done);
    await expect(args.onStepClick).toHaveBeenCalledWith(
      0,
      expect.objectContaining({ id: 'params' }),
    );

    // Locked steps are not controls at all, so neither click nor Tab reaches them.
    await expect(canvas.queryByRole('button', { name: /Выбор контента/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Выбор контента').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const FirstStep: Story = {
  args: {
    current: 0,
    steps: wizardSteps.map((step, index) => ({ ...step, disabled: index > 0 })),
  },
};

export const AllComplete: Story = {
  args: {
    current: 3,
    steps: wizardSteps.map((step, index) => ({ ...step, complete: index < 3 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/\(выполнен\)/)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: /Шаг 4: Проверка/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Steps as links: the web app passes React Router's Link through `renderLink`. */
export const AsLinks: Story = {
  args: {
    onStepClick: undefined,
    steps: [
      { ...wizardSteps[0]!, complete: true, href: '#/create-company/42' },
      { ...wizardSteps[1]!, href: '#/create-company/42/content' },
      { ...wizardSteps[2]!, href: '#/create-company/42/select-content', disabled: true },
      { ...wizardSteps[3]!, href: '#/create-company/42/verify', disabled: true },
    ],
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute('aria-current', 'step');
    await expect(links[1]).toHaveAttribute('href', '#/create-company/42/content');
    await expect(links[0]).toHaveAttribute('data-router-link');
  },
};

/** A wizard that unlocks the next step as the current one completes. */
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(0);
    const [done, setDone] = useState(0);
    const steps = wizardSteps.map((step, index) => ({
      ...step,
      complete: index < done,
      disabled: index > done,
    }));
    return (
      <div className="space-y-4">
        <Stepper {...args} steps={steps} current={current} onStepClick={setCurrent} />
        <button
          type="button"
          className="rounded-md border px-3 py-1.5 text-sm"
          onClick={() => {
            setDone(Math.max(done, current + 1));
            setCurrent(Math.min(current + 1, steps.length - 1));
          }}
        >
          Сохранить и продолжить
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Шаг/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и продолжить' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и продолжить' }));
    await expect(canvas.getByRole('button', { name: /Шаг 3/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Шаг 1/ }));
    await expect(canvas.getByRole('button', { name: /Шаг 1/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Going back does not lock what was already completed.
    await expect(canvas.getByRole('button', { name: /Шаг 3/ })).toBeEnabled();
  },
};

/**
 * A phone: one row of step markers, each at least 44 px, with only the current step's
 * name written out; the other names stay for screen readers.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    const rows = new Set(
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    await expect(rows.size).toBe(1);
    await expect(canvas.getByText('Контент')).toBeVisible();
    const done = canvas.getByRole('button', { name: /Шаг 1: Параметры и медиаплан/ });
    const box = done.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Beside a tablet's sidebar (a 768 px screen leaves the wizard ~29rem): the stepper's own width,
 * not the screen's, chooses the row of markers. Four names squeezed into it ran into the connectors.
 */
export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '29rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Контент')).toBeVisible();
    // Only the current step's name is written out; the others stay for screen readers.
    const names = canvas.getAllByText(/Параметры и медиаплан|Выбор контента|Проверка/);
    for (const name of names) await expect(name).toHaveClass('@max-2xl:sr-only');
    // No name overlaps the connector after its step.
    for (const item of canvas.getAllByRole('listitem').slice(0, -1)) {
      const label = item.firstElementChild!.getBoundingClientRect();
      const connector = item.lastElementChild!.getBoundingClientRect();
      await expect(label.right).toBeLessThanOrEqual(connector.left);
    }
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: {
    current: 2,
    steps: [
      { ...wizardSteps[0]!, complete: true },
      { ...wizardSteps[1]!, complete: true },
      wizardSteps[2]!,
      { ...wizardSteps[3]!, disabled: true },
    ],
    currentLabelOnPhone: true,
  },
};
