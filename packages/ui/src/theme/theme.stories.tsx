import { useRef, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { applyTenantTheme } from './apply-tenant-theme';

const tenants = [
  { id: 'ekran', name: 'Экран' },
  { id: 'gorod-ekran', name: 'ГородЭкран' },
  { id: 'mediafasad', name: 'Медиафасад' },
] as const;

function Sample({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid gap-3 rounded-lg border bg-background p-4 text-foreground shadow-sm"
    >
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="text-sm">
        Баланс <strong>12 345,50 ₽</strong>.{' '}
        <span className="text-muted-foreground">Доступно 10 000,00 ₽</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm">Пополнить</Button>
        <Button size="sm" variant="secondary">
          Отчёт
        </Button>
        <Button size="sm" variant="outline">
          Фильтры
        </Button>
        <Button size="sm" variant="destructive">
          Удалить
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="success">Активна</Badge>
        <Badge tone="warning">На паузе</Badge>
        <Badge tone="destructive">Отклонена</Badge>
        <Badge tone="info">На модерации</Badge>
        <Badge tone="primary">RTB</Badge>
      </div>
      <Input aria-label={`Поиск: ${title}`} placeholder="Поиск кампаний" size="sm" />
      <div className="rounded-md bg-card p-3 text-sm text-card-foreground">
        Карточка.{' '}
        <a href="#campaigns" className="text-primary underline">
          Все кампании
        </a>
        <p className="text-destructive">Введите название</p>
      </div>
      {children}
    </section>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every shipped tenant in both modes side by side; the accessibility check of this story
 * measures real contrast in the browser for all six.
 */
export const Tenants: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      {tenants.flatMap(({ id, name }) =>
        (['light', 'dark'] as const).map((mode) => (
          <div key={`${id}-${mode}`} data-tenant={id} data-theme={mode}>
            <Sample title={`${name}, ${mode === 'light' ? 'светлая' : 'тёмная'}`} />
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const primary = (name: string) =>
      getComputedStyle(canvas.getByRole('region', { name })).getPropertyValue('--primary').trim();
    await expect(primary('ГородЭкран, светлая')).toBe('#047857');
    await expect(primary('ГородЭкран, тёмная')).toBe('#34d399');
    await expect(primary('Медиафасад, светлая')).toBe('#6d28d9');
  },
};

/** applyTenantTheme at runtime: colours from the tenant's settings, checked and applied. */
export const RuntimeOverride: Story = {
  render: function Render() {
    const region = useRef<HTMLDivElement>(null);
    return (
      <div ref={region} className="grid gap-3">
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => {
              if (!region.current) return;
              const result = applyTenantTheme(
                {
                  primary: '#b45309',
                  'primary-foreground': '#ffffff',
                  ring: '#b45309',
                  'brand-x': '#000',
                },
                { root: region.current },
              );
              region.current.dataset.rejected = result.rejected
                .map((entry) => entry.name)
                .join(',');
            }}
          >
            Применить цвета тенанта
          </Button>
        </div>
        <Sample title="Тенант из настроек" />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Применить цвета тенанта' }));
    const pay = canvas.getByRole('button', { name: 'Пополнить' });
    await expect(getComputedStyle(pay).backgroundColor).toBe('rgb(180, 83, 9)');
    await expect(canvasElement.querySelector('[data-rejected]')).toHaveAttribute(
      'data-rejected',
      'brand-x',
    );
  },
};
