import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useSpiedState } from '../../lib/use-spied-state';
import { Pagination, type PaginationProps } from './pagination';

/** Keeps the page in state so the play function can page through like a user. */
function Stateful(props: PaginationProps) {
  const [page, onPageChange] = useSpiedState(props.page, props.onPageChange);
  return <Pagination {...props} page={page} onPageChange={onPageChange} />;
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 2, pageSize: 20, total: 312, onPageChange: fn() },
  argTypes: {
    page: { description: 'The current page, from 1.', control: { type: 'number', min: 1 } },
    pageSize: {
      description: 'Rows per page, as the list asks the server.',
      control: { type: 'number', min: 1 },
    },
    total: {
      description: "Rows on the server (the list's count); 0 shows «Нет записей».",
      control: { type: 'number', min: 0 },
    },
    siblings: {
      description:
        'Page numbers on each side of the current one (desktop; a phone shows only the current).',
      control: { type: 'number', min: 0, max: 3 },
      table: { defaultValue: { summary: '1' } },
    },
    showSummary: { description: 'Shows «Показано 21–40 из 312».', control: 'boolean' },
    disabled: { description: 'Blocks paging while the next page loads.', control: 'boolean' },
    'aria-label': {
      description: 'Names the navigation; needed when a page has two.',
      control: 'text',
    },
    onPageChange: { control: false },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Показано 21–40 из 312')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Страницы' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Показано 41–60 из 312')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Последняя страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(16);
    await expect(canvas.getByText('Показано 301–312 из 312')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Последняя страница' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(15);

    await userEvent.click(canvas.getByRole('button', { name: 'Первая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  },
};

export const Ellipsis: Story = {
  args: { page: 8 },
  play: async ({ canvas, args }) => {
    const pages = canvas
      .getAllByRole('button', { name: /^Страница \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '7', '8', '9', '16']);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 9' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
    await expect(canvas.getByRole('button', { name: 'Страница 10' })).toBeInTheDocument();
  },
};

export const FewPages: Story = {
  args: { page: 1, total: 45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Показано 1–20 из 45')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Страница \d+$/ })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет записей')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Страница 3' })).toBeDisabled();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { page: 7, total: 1250, siblings: 1, showSummary: true, disabled: false },
};
