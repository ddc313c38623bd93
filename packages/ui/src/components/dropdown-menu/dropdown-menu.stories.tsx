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
} from './dropdown-menu';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Действия с кампанией">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
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
  ),
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
