import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatDate, formatDateRange, formatDateTime } from './date';
import { formatMoney } from './money';
import { formatNumber, formatPercent } from './number';
import { HOUR_FORMS, pluralRu, SCREEN_FORMS } from './plural';

type Example = { label: string; input: string; output: string };

const sample = (label: string, input: string, output: string): Example => ({
  label,
  input,
  output,
});

const groups: { title: string; rows: Example[] }[] = [
  {
    title: 'Деньги (formatMoney)',
    rows: [
      sample('Сумма', '1234567.5', formatMoney(1234567.5)),
      sample('Ноль', '0', formatMoney(0)),
      sample('Отрицательная', '-1500', formatMoney(-1500)),
      sample('Копейки', '0.05', formatMoney(0.05)),
      sample('Крупная', '987654321', formatMoney(987654321)),
      sample('Строка с сервера', '"250000.00"', formatMoney('250000.00')),
      sample('Без копеек', '48200, fractionDigits: 0', formatMoney(48200, { fractionDigits: 0 })),
      sample('Нет значения', 'null', formatMoney(null)),
    ],
  },
  {
    title: 'Даты (formatDate, formatDateTime, formatDateRange)',
    rows: [
      sample('Дата', '"2026-11-24"', formatDate('2026-11-24')),
      sample('Дата и время', '"2026-11-24T09:05:00Z"', formatDateTime('2026-11-24T09:05:00Z')),
      sample('Период', '"2026-12-01" – "2026-12-31"', formatDateRange('2026-12-01', '2026-12-31')),
      sample('Открытый период', '"2026-12-01" – null', formatDateRange('2026-12-01', null)),
      sample('Нет дат', 'null – null', formatDateRange(null, null)),
    ],
  },
  {
    title: 'Числа и проценты (formatNumber, formatPercent)',
    rows: [
      sample('Показы', '2642536', formatNumber(2642536)),
      sample('Дробное', '"12.5"', formatNumber('12.5')),
      sample('Процент', '12.5', formatPercent(12.5)),
      sample('Доля', '0.4, ratio', formatPercent(0.4, { ratio: true })),
    ],
  },
  {
    title: 'Склонение (pluralRu)',
    rows: [1, 3, 5, 11, 21, 22].map((n) =>
      sample(`${n} экран…`, String(n), `${formatNumber(n)} ${pluralRu(n, SCREEN_FORMS)}`),
    ),
  },
  {
    title: 'Часы (pluralRu)',
    rows: [1, 2, 24].map((n) =>
      sample(`${n} час…`, String(n), `${formatNumber(n)} ${pluralRu(n, HOUR_FORMS)}`),
    ),
  },
];

function Formatting() {
  return (
    <div className="flex min-h-screen flex-col gap-6 bg-background p-4 text-foreground">
      {groups.map((group) => (
        <table key={group.title} className="w-full max-w-3xl text-sm">
          <caption className="pb-2 text-left font-semibold">{group.title}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th className="w-1/3 py-1 text-left font-normal">Случай</th>
              <th className="w-1/3 py-1 text-left font-normal">Вход</th>
              <th className="py-1 text-left font-normal">На экране</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <td className="py-1">{row.label}</td>
                <td className="py-1 font-mono text-muted-foreground">{row.input}</td>
                <td className="py-1 tabular-nums" data-testid={`${group.title}: ${row.label}`}>
                  {row.output}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/**
 * How the ui formatters write money, dates, periods, numbers and plurals: the one home of the
 * Russian format (a lint rule forbids `toFixed` and `toLocaleString` elsewhere). Shown in every
 * tenant theme; the play function checks the strings.
 */
const meta = {
  title: 'Foundations/Formatting',
  component: Formatting,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Formatting>;

export default meta;
type Story = StoryObj<typeof meta>;

const NBSP = '\u00a0';
const cell = (group: string, label: string) =>
  document.querySelector(`[data-testid="${group}: ${label}"]`)?.textContent;

const checkStrings: Story['play'] = async () => {
  const money = 'Деньги (formatMoney)';
  await expect(cell(money, 'Сумма')).toBe(`1${NBSP}234${NBSP}567,50${NBSP}₽`);
  await expect(cell(money, 'Ноль')).toBe(`0,00${NBSP}₽`);
  await expect(cell(money, 'Отрицательная')).toMatch(new RegExp(`^[-−]1${NBSP}500,00${NBSP}₽$`));
  await expect(cell(money, 'Копейки')).toBe(`0,05${NBSP}₽`);
  await expect(cell(money, 'Строка с сервера')).toBe(`250${NBSP}000,00${NBSP}₽`);
  await expect(cell(money, 'Без копеек')).toBe(`48${NBSP}200${NBSP}₽`);
  await expect(cell(money, 'Нет значения')).toBe('—');
  const dates = 'Даты (formatDate, formatDateTime, formatDateRange)';
  await expect(cell(dates, 'Дата')).toBe('24.11.26');
  await expect(cell(dates, 'Дата и время')).toBe('24.11.26 12:05');
  await expect(cell(dates, 'Период')).toBe('01.12.26 – 31.12.26');
  await expect(cell(dates, 'Открытый период')).toBe('01.12.26 – …');
  await expect(cell(dates, 'Нет дат')).toBe('—');
  const numbers = 'Числа и проценты (formatNumber, formatPercent)';
  await expect(cell(numbers, 'Показы')).toBe(`2${NBSP}642${NBSP}536`);
  await expect(cell(numbers, 'Дробное')).toBe('12,5');
  await expect(cell(numbers, 'Процент')).toBe(`12,5${NBSP}%`);
  await expect(cell(numbers, 'Доля')).toBe(`40${NBSP}%`);
  const plurals = 'Склонение (pluralRu)';
  await expect(cell(plurals, '1 экран…')).toBe('1 экран');
  await expect(cell(plurals, '3 экран…')).toBe('3 экрана');
  await expect(cell(plurals, '11 экран…')).toBe('11 экранов');
  await expect(cell(plurals, '21 экран…')).toBe('21 экран');
  await expect(cell('Часы (pluralRu)', '2 час…')).toBe('2 часа');
};

export const Ekran: Story = { globals: { tenant: 'ekran' }, play: checkStrings };
export const GorodEkran: Story = { globals: { tenant: 'gorod-ekran' }, play: checkStrings };
export const Mediafasad: Story = { globals: { tenant: 'mediafasad' }, play: checkStrings };
export const Dark: Story = { globals: { tenant: 'mediafasad', theme: 'dark' }, play: checkStrings };
