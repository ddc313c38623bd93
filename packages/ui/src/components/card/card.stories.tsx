import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { className: 'max-w-md', 'aria-labelledby': 'card-title' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <div className="space-y-1">
          <CardTitle id="card-title">Последние кампании</CardTitle>
          <CardDescription>Обновлено сегодня в 09:00</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Весенняя распродажа, Открытие магазина, Чёрная пятница.</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm">
          Все кампании
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Последние кампании' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Последние кампании' }),
    ).toBeInTheDocument();
  },
};

export const ContentOnly: Story = {
  args: { 'aria-labelledby': undefined },
  render: (args) => (
    <Card {...args}>
      <CardContent>Карточка без заголовка.</CardContent>
    </Card>
  ),
};
