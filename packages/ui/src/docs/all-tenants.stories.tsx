import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../components/alert';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Field } from '../components/field';
import { Input } from '../components/input';
import { ProgressBar } from '../components/progress-bar';
import { RadioGroup, RadioGroupItem } from '../components/radio-group';
import { Stat } from '../components/stat';
import { Switch } from '../components/switch';
import { defaultPalette } from '../theme/tokens';
import { TenantMatrix, withAllTenants } from './all-tenants';

/**
 * Components in every tenant, light beside dark, on one screen: a tenant's palette is judged by
 * how its parts sit together, not one component at a time.
 */
const meta = {
  title: 'Foundations/All tenants',
  // Its docs page is foundations-all-tenants.mdx.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Actions() {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm">Пополнить</Button>
        <Button size="sm" variant="secondary">
          Отчёт
        </Button>
        <Button size="sm" variant="outline">
          Фильтры
        </Button>
        <Button size="sm" variant="ghost">
          Отмена
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
        <Badge tone="primary" appearance="solid">
          RTB
        </Badge>
        <Badge appearance="outline">Черновик</Badge>
      </div>
    </>
  );
}

/** Buttons and badges through the decorator that any story can use (`withAllTenants`). */
export const ButtonsAndBadges: Story = {
  decorators: [withAllTenants],
  render: () => <Actions />,
};

/** Form controls; each cell names its own, so labels stay unique. */
export const FormControls: Story = {
  render: () => (
    <TenantMatrix>
      {({ tenant, mode }) => (
        <>
          <Field label="Название кампании" hint="До 120 символов">
            <Input defaultValue={`Весна · ${tenant.name}`} />
          </Field>
          <Field label="Бюджет в день" error="Не меньше 1 000 ₽">
            <Input defaultValue="500" />
          </Field>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <Field label="Быстрый расход" orientation="horizontal">
              <Switch defaultChecked />
            </Field>
            <Field label="Переносить остаток" orientation="horizontal">
              <Checkbox defaultChecked />
            </Field>
          </div>
          <RadioGroup
            aria-label={`Пол аудитории (${tenant.name}, ${mode})`}
            defaultValue="all"
            orientation="horizontal"
            className="flex gap-4 text-sm"
          >
            {[
              ['all', 'Все'],
              ['female', 'Женщины'],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <RadioGroupItem value={value ?? ''} />
                {label}
              </label>
            ))}
          </RadioGroup>
        </>
      )}
    </TenantMatrix>
  ),
};

/** Messages and figures: alerts, progress and a stat card. */
export const Feedback: Story = {
  decorators: [withAllTenants],
  render: () => (
    <>
      <Alert variant="warning" title="Баланс на исходе">
        Пополните счёт, чтобы показы не остановились.
      </Alert>
      <Alert variant="success" title="Кампания запущена" />
      <ProgressBar label="Загрузка ролика" value={45} />
      <Stat
        label="Показы за 30 дней"
        value="1 254 300"
        trend={{ direction: 'up', label: '+12 % к прошлому периоду', tone: 'positive' }}
      />
    </>
  ),
};

const cellStyle = (canvasElement: HTMLElement, cell: string) => {
  const section = canvasElement.querySelector(`[data-cell="${cell}"] [data-tenant]`);
  if (!section) throw new Error(`no cell ${cell}`);
  const style = getComputedStyle(section);
  return (name: string) => style.getPropertyValue(`--${name}`).trim();
};

/**
 * The page itself in another tenant, dark: every cell still shows its own tenant and mode, with
 * nothing leaking in from <html> (the status colours a tenant leaves alone, a dark rule of the
 * page's tenant).
 */
export const PageInAnotherTenant: Story = {
  ...ButtonsAndBadges,
  globals: { tenant: 'mediafasad', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-tenant', 'mediafasad');
    const ekranLight = cellStyle(canvasElement, 'ekran:light');
    await expect(ekranLight('primary')).toBe(defaultPalette.light.primary);
    await expect(ekranLight('success')).toBe(defaultPalette.light.success);
    const ekranDark = cellStyle(canvasElement, 'ekran:dark');
    await expect(ekranDark('primary')).toBe(defaultPalette.dark.primary);
    const gorodLight = cellStyle(canvasElement, 'gorod-ekran:light');
    await expect(gorodLight('primary')).toBe('#047857');
    await expect(gorodLight('success')).toBe(defaultPalette.light.success);
    await expect(gorodLight('radius')).toBe('0.75rem');
    const gorodDark = cellStyle(canvasElement, 'gorod-ekran:dark');
    await expect(gorodDark('primary')).toBe('#34d399');
    await expect(
      getComputedStyle(
        within(canvasElement).getByRole('region', { name: 'Экран, light' }).firstElementChild!,
      ).colorScheme,
    ).toBe('light');
  },
};
