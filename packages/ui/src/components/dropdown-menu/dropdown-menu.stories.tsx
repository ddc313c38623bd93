import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Copy, MoreHorizontal, Pause, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
  type DropdownMenuProps,
} from './dropdown-menu';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const onEdit = fn();
const onDelete = fn();

/** Where the list opens: DropdownMenuContent's props, set beside the menu's own in the Playground. */
type Placement = Pick<DropdownMenuContentProps, 'align' | 'side' | 'sideOffset'>;

/** A campaign's row menu: an icon trigger, a label, two actions, a disabled one and delete. */
function CampaignMenu({ align, side, sideOffset, ...root }: DropdownMenuProps & Placement) {
  return (
    <DropdownMenu {...root}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Действия с кампанией">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} side={side} sideOffset={sideOffset}>
        <DropdownMenuLabel>Кампания «Весна 2026»</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden />
          Редактировать
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Copy aria-hidden />
          Дублировать
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <Pause aria-hidden />
          Приостановить
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          Удалить
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
  argTypes: {
    open: {
      description:
        'Holds the menu open (or shut), for a look at it; leave it unset and the trigger opens it.',
      control: 'boolean',
    },
    modal: {
      description:
        'Off, the default, for a menu button: the page stays as it is. On hides the rest of the page with aria-hidden while its links stay focusable, which the accessibility check flags.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    defaultOpen: { description: 'Opens it once, on mount.', control: false },
    onOpenChange: { control: false },
    dir: { control: false },
    children: { description: 'The trigger and the content.', control: false },
  },
  render: (args) => <CampaignMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Действия с кампанией' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Приостановить' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Редактировать' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Opens with Enter, arrows skip the disabled item, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Действия с кампанией' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Редактировать' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Удалить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledOnce();
  },
};

export const CheckboxAndRadioItems: Story = {
  render: function Render() {
    const [columns, setColumns] = useState({ budget: true, spent: false });
    const [pageSize, setPageSize] = useState('20');
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Вид таблицы</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Столбцы</DropdownMenuLabel>
          <DropdownMenuCheckboxItem
            checked={columns.budget}
            onCheckedChange={(budget) => setColumns((c) => ({ ...c, budget }))}
          >
            Бюджет
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem
            checked={columns.spent}
            onCheckedChange={(spent) => setColumns((c) => ({ ...c, spent }))}
          >
            Потрачено
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Строк на странице</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={pageSize} onValueChange={setPageSize}>
            {['10', '20', '50'].map((size) => (
              <DropdownMenuRadioItem key={size} value={size}>
                {size}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Вид таблицы' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Потрачено' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Вид таблицы' }));
    const reopened = await screen.findByRole('menu');
    await expect(
      within(reopened).getByRole('menuitemcheckbox', { name: 'Потрачено' }),
    ).toBeChecked();
    await expect(within(reopened).getByRole('menuitemradio', { name: '20' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Every prop in the Controls panel: the menu's own, and where DropdownMenuContent opens the list. */
export const Playground: StoryObj<DropdownMenuProps & Placement> = {
  args: { modal: false, align: 'end', side: 'bottom', sideOffset: 4, onOpenChange: fn() },
  argTypes: {
    align: {
      description:
        "The list's edge lined up with the trigger's: end (the default) for a trigger at a row's or a bar's right end, start at the left.",
      control: 'inline-radio',
      options: ['start', 'center', 'end'],
      table: { defaultValue: { summary: 'end' } },
    },
    side: {
      description: 'Where the list opens; it flips by itself when there is no room.',
      control: 'inline-radio',
      options: ['top', 'right', 'bottom', 'left'],
      table: { defaultValue: { summary: 'bottom' } },
    },
    sideOffset: {
      description: 'Gap between the trigger and the list, px.',
      control: { type: 'number', min: 0, max: 16 },
      table: { defaultValue: { summary: '4' } },
    },
  },
  render: (args) => <CampaignMenu {...args} />,
  parameters: PLAYGROUND,
};
