import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  toast,
  toastPositions,
  toastStore,
  type ToastKind,
  type ToastPosition,
} from './toast-store';
import { Toaster, type ToasterProps } from './toaster';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  beforeEach: () => toastStore.clear(),
  // The toasts are what these stories show, held open: they stay in the picture.
  parameters: { layout: 'centered', chromatic: { ignoreSelectors: [] } },
  argTypes: {
    defaultPosition: {
      description: 'Where toasts show when they do not name a place; bottom-right by default.',
      control: 'select',
      options: toastPositions,
    },
    duration: {
      description: 'Milliseconds before a toast closes by itself (4000); hover or focus pauses it.',
      control: { type: 'number', min: 1000, step: 500 },
    },
    store: { control: false },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function viewport(position: ToastPosition) {
  const element = document.querySelector(`[data-position="${position}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no viewport at ${position}`);
  return element;
}

export const Default: Story = {
  // Held open so the visual baseline sees it; AutoClose covers closing by itself.
  args: { duration: 60_000 },
  render: (args) => (
    <>
      <Button onClick={() => toast.success('Кампания сохранена')}>Показать уведомление</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показать уведомление' }));
    const region = await screen.findByRole('region', { name: 'Уведомления внизу справа (F8)' });
    const item = await within(region).findByRole('listitem');
    await expect(item).toHaveTextContent('Кампания сохранена');
    // Spec §9: 320 px wide.
    await expect(item.getBoundingClientRect().width).toBe(320);
    // Announced politely through a live region.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="status"][aria-live="polite"]')].some((node) =>
          node.textContent?.includes('Кампания сохранена'),
        ),
      ).toBe(true),
    );
  },
};

export const Kinds: Story = {
  args: { duration: 60_000 },
  render: (args) => (
    <>
      <div className="flex gap-2">
        <Button
          onClick={() => toast.success('Бюджет пополнен', { description: 'Зачислено 5 000,00 ₽' })}
        >
          Успех
        </Button>
        <Button
          variant="destructive"
          onClick={() => toast.error('Что-то пошло не так', { description: 'Попробуйте ещё раз' })}
        >
          Ошибка
        </Button>
        <Button variant="outline" onClick={() => toast.info('Отчёт формируется')}>
          Сведения
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Успех', 'Ошибка', 'Сведения']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const items = await within(viewport('bottom-right')).findAllByRole('listitem');
    await expect(items.map((item) => item.dataset.kind)).toEqual(['success', 'error', 'info']);
  },
};

/** One button per position; each toast lands in its own viewport at that edge (spec §2). */
export const AllPositions: Story = {
  // Long enough that a slow machine cannot close the first toast before the last click.
  args: { duration: 60_000 },
  render: (args) => (
    <>
      <div className="grid grid-cols-3 gap-2">
        {toastPositions.map((position) => (
          <Button
            key={position}
            variant="outline"
            onClick={() => toast.info(`Позиция ${position}`, { position })}
          >
            {position}
          </Button>
        ))}
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    for (const position of toastPositions) {
      await userEvent.click(canvas.getByRole('button', { name: position }));
    }
    await waitFor(() => expect(document.querySelectorAll('[data-position]')).toHaveLength(9));
    const { innerWidth: width, innerHeight: height } = window;
    for (const position of toastPositions) {
      const item = await within(viewport(position)).findByRole('listitem');
      await expect(item).toHaveTextContent(`Позиция ${position}`);
      const rect = item.getBoundingClientRect();
      const [row, column] = position.split('-');
      if (row === 'top') await expect(rect.top).toBeCloseTo(16, 0);
      if (row === 'bottom') await expect(height - rect.bottom).toBeCloseTo(16, 0);
      if (row === 'middle') await expect(rect.top + rect.height / 2).toBeCloseTo(height / 2, 0);
      if (column === 'left') await expect(rect.left).toBeCloseTo(16, 0);
      if (column === 'right') await expect(width - rect.right).toBeCloseTo(16, 0);
      if (column === 'center') await expect(rect.left + rect.width / 2).toBeCloseTo(width / 2, 0);
    }
  },
};

/** Toasts close by themselves; the story shortens the 4000 ms default to keep the test quick. */
export const AutoClose: Story = {
  // Its toasts close on their own timer: whether one is still up at the shot depends on the machine.
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]'] },
    visual: {
      why: 'its toasts close on a timer; Default, Kinds and AllPositions hold theirs open',
    },
  },
  args: { duration: 1500 },
  render: (args) => (
    <>
      <Button
        onClick={() => {
          for (const position of toastPositions) toast.success('Сохранено', { position });
        }}
      >
        Девять уведомлений
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Девять уведомлений' }));
    await waitFor(() => expect(document.querySelectorAll('[data-position] li')).toHaveLength(9));
    await waitFor(() => expect(document.querySelectorAll('[data-position] li')).toHaveLength(0), {
      timeout: 8000,
    });
  },
};

export const WithAction: Story = {
  // Its toasts close on their own timer: whether one is still up at the shot depends on the machine.
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]'] },
    visual: {
      why: 'its toasts close on a timer; Default, Kinds and AllPositions hold theirs open',
    },
  },
  args: { defaultPosition: 'bottom-center' },
  render: function Render(args) {
    const undo = fn();
    return (
      <>
        <Button
          onClick={() =>
            toast.info('Кампания в архиве', { action: { label: 'Вернуть', onClick: undo } })
          }
        >
          Архивировать
        </Button>
        <Toaster {...args} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Архивировать' }));
    const region = await screen.findByRole('region', { name: /внизу по центру/ });
    await userEvent.click(within(region).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  // Its toasts close on their own timer: whether one is still up at the shot depends on the machine.
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]'] },
    visual: {
      why: 'its toasts close on a timer; Default, Kinds and AllPositions hold theirs open',
    },
  },
  render: (args) => (
    <>
      <Button onClick={() => toast.error('Нет подключение к интернету', { id: 'offline' })}>
        Ошибка сети
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ошибка сети' });
    await userEvent.click(button);
    await userEvent.click(button);
    const region = await screen.findByRole('region', { name: /внизу справа/ });
    // The same id replaces the toast instead of stacking a second one.
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const KindsDark: Story = {
  ...Kinds,
  globals: { theme: 'dark', tenant: 'gorod-ekran' },
};

type PlaygroundArgs = ToasterProps & {
  kind: ToastKind;
  title: string;
  description: string;
  actionLabel: string;
};

/** The toast's own options next to the Toaster's: choose them, then press the button. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    defaultPosition: 'bottom-right',
    duration: 4000,
    kind: 'success',
    title: 'Кампания сохранена',
    description: 'Изменения вступят в силу через минуту.',
    actionLabel: '',
  },
  argTypes: {
    kind: {
      description: 'success (it worked), error (it failed), info (news); the colour and icon.',
      control: 'inline-radio',
      options: ['success', 'error', 'info'],
    },
    title: { description: 'What happened, in a few words.', control: 'text' },
    description: { description: 'A second line, when the title is not enough.', control: 'text' },
    actionLabel: {
      description: 'One action button (e.g. «Повторить»); empty for none.',
      control: 'text',
    },
  },
  render: ({ kind, title, description, actionLabel, ...toaster }) => (
    <>
      <Button
        onClick={() =>
          toast({
            kind,
            title,
            description: description || undefined,
            action: actionLabel ? { label: actionLabel, onClick: () => undefined } : undefined,
          })
        }
      >
        Показать уведомление
      </Button>
      <Toaster {...toaster} />
    </>
  ),
};
