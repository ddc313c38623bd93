import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Chart } from './chart';
import { Checkbox } from './checkbox';
import { Combobox } from './combobox';
import { ConfirmModal } from './confirm-modal';
import { DataTable } from './data-table';
import { DateRangePicker } from './date-range-picker';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { EmptyState } from './empty-state';
import { WidgetError } from './error-boundary';
import { LoadError } from './error-boundary/load-error';
import { Field } from './field';
import { FileDrop } from './file-drop';
import { FilterSheet } from './filter-sheet';
import { IconButton } from './icon-button';
import { Input } from './input';
import { Label } from './label';
import { MapPicker } from './map-picker';
import { Modal } from './modal';
import { NumberInput } from './number-input';
import { Pagination } from './pagination';
import { PlayersMap } from './players-map';
import { ProgressBar } from './progress-bar';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { RefreshNotice } from './refresh-notice';
import { ScheduleGrid } from './schedule-grid';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
import { Sidebar } from './sidebar';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Stat } from './stat';
import { StatsTable } from './stats-table';
import { StatusBadge } from './status-badge';
import { Stepper } from './stepper';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Textarea } from './textarea';
import { createToastStore, Toaster } from './toast';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import { VideoList } from './video-list';

/*
 * Every rendered part of a ui component carries data-slot="<component>-<part>" (CONVENTIONS), so an
 * app can style a part without forking the component. One representative render per component
 * folder: its root must carry the folder's slot and its named parts must be in the page.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const noop = () => undefined;
const toasts = createToastStore();

type Sample = {
  render: () => ReactElement;
  /** The root's slot; the folder's name unless said. */
  root?: string;
  /** The root is not the render's first element (a portal, a Radix wrapper): found by its slot. */
  rootElsewhere?: boolean;
  /** Slots of the parts this render shows. */
  parts?: string[];
  /** Brings the parts out (opens a popup, adds a file). */
  interact?: () => void | Promise<void>;
};

const samples: Record<string, Sample> = {
  alert: {
    render: () => (
      <Alert title="Заголовок" action={<a href="#x">Действие</a>} onDismiss={noop}>
        Текст
      </Alert>
    ),
    parts: [
      'alert-icon',
      'alert-content',
      'alert-text',
      'alert-title',
      'alert-description',
      'alert-action',
      'alert-dismiss',
    ],
  },
  badge: { render: () => <Badge>Новый</Badge> },
  button: { render: () => <Button>Сохранить</Button> },
  card: {
    render: () => (
      <Card>
        <CardHeader>
          <CardTitle>Заголовок</CardTitle>
          <CardDescription>Описание</CardDescription>
        </CardHeader>
        <CardContent>Содержимое</CardContent>
        <CardFooter>Подвал</CardFooter>
      </Card>
    ),
    parts: ['card-header', 'card-title', 'card-description', 'card-content', 'card-footer'],
  },
  chart: {
    render: () => (
      <Chart
        title="Показы"
        data={[{ date: '2026-01-01', impressions: 10 }]}
        series={[{ key: 'impressions', label: 'Показы', kind: 'bar' }]}
      />
    ),
    parts: [
      'chart-header',
      'chart-title',
      'chart-table-toggle',
      'chart-plot',
      'chart-canvas',
      'chart-legend',
      'chart-legend-item',
      'chart-table-container',
      'chart-table',
    ],
  },
  checkbox: {
    render: () => <Checkbox aria-label="Согласен" defaultChecked />,
    parts: ['checkbox-indicator'],
  },
  combobox: {
    render: () => (
      <Combobox
        aria-label="Города"
        options={[
          { value: 'msk', label: 'Москва' },
          { value: 'spb', label: 'Санкт-Петербург' },
        ]}
        value={['msk']}
        onValueChange={noop}
      />
    ),
    interact: () => {
      fireEvent.click(screen.getByRole('combobox', { name: 'Города' }));
    },
    parts: [
      'combobox-chip',
      'combobox-chip-remove',
      'combobox-input',
      'combobox-icon',
      'combobox-content',
      'combobox-option',
    ],
  },
  'confirm-modal': {
    render: () => (
      <ConfirmModal open title="Удалить?" description="Это навсегда." cancelText="Отмена" />
    ),
    root: 'confirm-modal-content',
    rootElsewhere: true,
    parts: [
      'confirm-modal-overlay',
      'confirm-modal-heading',
      'confirm-modal-title',
      'confirm-modal-description',
      'confirm-modal-footer',
      'confirm-modal-cancel',
      'confirm-modal-confirm',
    ],
  },
  'data-table': {
    render: () => (
      <DataTable
        caption="Кампании"
        columns={[{ accessorKey: 'name', header: 'Название' }]}
        data={[{ name: 'Весна' }]}
        onSortingChange={noop}
        rowActions={() => <button type="button">…</button>}
        pagination={{
          page: 1,
          pageSize: 10,
          total: 1,
          onPageChange: noop,
          onPageSizeChange: noop,
        }}
      />
    ),
    parts: [
      'data-table-container',
      'data-table-table',
      'data-table-caption',
      'data-table-header',
      'data-table-header-row',
      'data-table-head',
      'data-table-sort-button',
      'data-table-actions-head',
      'data-table-body',
      'data-table-row',
      'data-table-cell',
      'data-table-actions',
      'data-table-footer',
      'data-table-page-size',
      'data-table-page-size-select',
      'data-table-page-status',
      'pagination',
    ],
  },
  'date-range-picker': {
    // The open calendar's parts: date-range-picker.test.tsx.
    render: () => <DateRangePicker aria-label="Период" value={undefined} onValueChange={noop} />,
    parts: ['date-range-picker-value', 'date-range-picker-icon'],
  },
  'dropdown-menu': {
    render: () => (
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Меню</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Раздел</DropdownMenuLabel>
          <DropdownMenuGroup>
            <DropdownMenuItem>
              Открыть
              <DropdownMenuShortcut>⌘O</DropdownMenuShortcut>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem checked>Показывать</DropdownMenuCheckboxItem>
          <DropdownMenuRadioGroup value="a">
            <DropdownMenuRadioItem value="a">Первый</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
    root: 'dropdown-menu-trigger',
    parts: [
      'dropdown-menu-content',
      'dropdown-menu-label',
      'dropdown-menu-group',
      'dropdown-menu-item',
      'dropdown-menu-shortcut',
      'dropdown-menu-separator',
      'dropdown-menu-checkbox-item',
      'dropdown-menu-item-indicator',
      'dropdown-menu-radio-group',
      'dropdown-menu-radio-item',
    ],
  },
  'empty-state': {
    render: () => (
      <EmptyState title="Пусто" text="Создайте первую." action={<a href="#new">Создать</a>} />
    ),
    parts: [
      'empty-state-icon',
      'empty-state-title',
      'empty-state-description',
      'empty-state-action',
    ],
  },
  'error-boundary': {
    render: () => (
      <>
        <WidgetError what="Статистика" onRetry={noop} />
        {(['block', 'alert', 'inline'] as const).map((layout) => (
          <LoadError
            key={layout}
            layout={layout}
            title="Не удалось загрузить"
            details="Нет сети"
            onRetry={noop}
            actions={<a href="#list">К списку</a>}
          />
        ))}
      </>
    ),
    root: 'widget-error',
    parts: [
      'widget-error-icon',
      'widget-error-title',
      'widget-error-description',
      'retry-button',
      'load-error',
      'load-error-icon',
      'load-error-text',
      'load-error-title',
      'load-error-description',
      'load-error-actions',
      'load-error-retry',
      'alert-title',
      'alert-description',
    ],
  },
  field: {
    render: () => (
      <>
        <Field label="Название" hint="До 120 знаков" error="Укажите название" required>
          <Input />
        </Field>
        <Field label="Согласен" orientation="horizontal">
          <Checkbox />
        </Field>
      </>
    ),
    parts: [
      'field-label',
      'field-required',
      'field-description',
      'field-error',
      'field-row',
      'input',
    ],
  },
  'file-drop': {
    render: () => <FileDrop onUpload={() => new Promise(noop)} />,
    interact: () => {
      const input = document.querySelector('[data-slot="file-drop-input"]');
      if (!input) throw new Error('no file input');
      fireEvent.change(input, { target: { files: [new File(['x'], 'ролик.mp4')] } });
    },
    parts: [
      'file-drop-zone',
      'file-drop-icon',
      'file-drop-label',
      'file-drop-button',
      'file-drop-hint',
      'file-drop-input',
      'file-drop-list',
      'file-drop-item',
      'file-drop-item-icon',
      'file-drop-item-body',
      'file-drop-item-name',
      'file-drop-item-size',
      'file-drop-item-status',
      'file-drop-item-actions',
    ],
  },
  'filter-sheet': {
    render: () => (
      <FilterSheet label="Фильтры" active={1} onReset={noop}>
        <span>Поле</span>
      </FilterSheet>
    ),
    root: 'filter-sheet-group',
    parts: ['filter-sheet-reset'],
  },
  'icon-button': { render: () => <IconButton aria-label="Закрыть">×</IconButton> },
  input: { render: () => <Input aria-label="Имя" /> },
  label: { render: () => <Label>Имя</Label> },
  'map-picker': {
    render: () => <MapPicker readOnly tileUrl={null} />,
    parts: [
      'map-picker-main',
      'map-picker-summary',
      'map-picker-map',
      'map-picker-side',
      'map-picker-chosen',
      'map-picker-chosen-totals',
    ],
  },
  modal: {
    render: () => (
      <Modal open title="Пополнить" description="Сумма счёта." onSave={noop} footer={<span />}>
        Поле
      </Modal>
    ),
    root: 'modal-content',
    rootElsewhere: true,
    parts: [
      'modal-overlay',
      'modal-header',
      'modal-heading',
      'modal-title',
      'modal-description',
      'modal-close',
      'modal-body',
      'modal-scroll-area',
      'modal-footer',
      'modal-cancel',
      'modal-save',
    ],
  },
  'number-input': {
    render: () => <NumberInput aria-label="Бюджет" value={1000} onValueChange={noop} />,
    parts: ['number-input-field', 'number-input-suffix'],
  },
  pagination: {
    render: () => <Pagination page={5} pageSize={10} total={200} onPageChange={noop} />,
    parts: [
      'pagination-summary',
      'pagination-nav',
      'pagination-list',
      'pagination-item',
      'pagination-first',
      'pagination-previous',
      'pagination-page',
      'pagination-ellipsis',
      'pagination-next',
      'pagination-last',
    ],
  },
  'players-map': {
    render: () => <PlayersMap points={[]} />,
  },
  'progress-bar': {
    render: () => <ProgressBar label="Загрузка" value={40} />,
    parts: [
      'progress-bar-header',
      'progress-bar-label',
      'progress-bar-value',
      'progress-bar-track',
      'progress-bar-indicator',
    ],
  },
  'radio-group': {
    render: () => (
      <RadioGroup aria-label="Тип" defaultValue="a">
        <RadioGroupItem value="a" aria-label="Первый" />
      </RadioGroup>
    ),
    parts: ['radio-group-item', 'radio-group-indicator'],
  },
  'refresh-notice': {
    render: () => <RefreshNotice onRetry={noop} />,
    parts: ['refresh-notice-icon', 'refresh-notice-message', 'refresh-notice-retry'],
  },
  'schedule-grid': {
    render: () => <ScheduleGrid />,
    parts: [
      'schedule-grid-presets',
      'schedule-grid-preset',
      'schedule-grid-scroll',
      'schedule-grid-table',
      'schedule-grid-row',
      'schedule-grid-corner',
      'schedule-grid-hour',
      'schedule-grid-day',
      'schedule-grid-toggle',
      'schedule-grid-cell',
      'schedule-grid-footer',
      'schedule-grid-total',
      'schedule-grid-summary',
      'schedule-grid-help',
    ],
  },
  select: {
    render: () => (
      <Select defaultOpen defaultValue="a">
        <SelectTrigger aria-label="Тип счёта">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Счета</SelectLabel>
            <SelectItem value="a">Пополнение</SelectItem>
          </SelectGroup>
          <SelectSeparator />
        </SelectContent>
      </Select>
    ),
    root: 'select-trigger',
    parts: [
      'select-value',
      'select-icon',
      'select-content',
      'select-viewport',
      'select-group',
      'select-label',
      'select-item',
      'select-item-indicator',
      'select-item-text',
      'select-separator',
    ],
  },
  sidebar: {
    render: () => (
      <Sidebar
        header={<span>Экран</span>}
        footer={<span>Поддержка</span>}
        items={[{ id: 'd', label: 'Дашборд', href: '/dashboard', icon: <svg />, active: true }]}
      />
    ),
    parts: [
      'sidebar-header',
      'sidebar-nav',
      'sidebar-menu',
      'sidebar-menu-item',
      'sidebar-link',
      'sidebar-link-icon',
      'sidebar-link-label',
      'sidebar-footer',
    ],
  },
  skeleton: { render: () => <Skeleton /> },
  spinner: { render: () => <Spinner label="Загрузка" /> },
  stat: {
    render: () => (
      <Stat
        label="Показы"
        value="1 000"
        hint="за неделю"
        trend={{ direction: 'up', label: '+5 %' }}
      />
    ),
    parts: ['stat-label', 'stat-value', 'stat-hint', 'stat-trend'],
  },
  'stats-table': {
    render: () => (
      <StatsTable
        caption="Экраны"
        rows={[{ id: 1, name: 'Экран', impressions: 1, ots: 2, spent: 3 }]}
      />
    ),
    parts: ['data-table-table', 'data-table-row'],
  },
  'status-badge': {
    render: () => <StatusBadge kind="videoModerationStatus" value={1} label="Одобрен" />,
  },
  stepper: {
    render: () => (
      <Stepper
        current={1}
        onStepClick={noop}
        steps={[
          { id: 'a', label: 'Параметры', href: '/a', complete: true, description: 'Даты' },
          { id: 'b', label: 'Ролики' },
          { id: 'c', label: 'Проверка', disabled: true },
        ]}
      />
    ),
    parts: [
      'stepper-list',
      'stepper-item',
      'stepper-step',
      'stepper-marker',
      'stepper-text',
      'stepper-label',
      'stepper-description',
      'stepper-separator',
    ],
  },
  switch: { render: () => <Switch aria-label="Включить" />, parts: ['switch-thumb'] },
  tabs: {
    render: () => (
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Обзор</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Содержимое</TabsContent>
      </Tabs>
    ),
    parts: ['tabs-list', 'tabs-trigger', 'tabs-content'],
  },
  textarea: { render: () => <Textarea aria-label="Комментарий" /> },
  toast: {
    render: () => <Toaster store={toasts} />,
    interact: () => {
      act(() => {
        toasts.show({
          title: 'Сохранено',
          description: 'Кампания сохранена.',
          kind: 'success',
          action: { label: 'Открыть', onClick: noop },
        });
      });
    },
    root: 'toast-viewport',
    rootElsewhere: true,
    parts: [
      'toast',
      'toast-icon',
      'toast-content',
      'toast-title',
      'toast-description',
      'toast-action',
      'toast-close',
    ],
  },
  tooltip: {
    render: () => (
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>Что это?</TooltipTrigger>
          <TooltipContent>Подсказка</TooltipContent>
        </Tooltip>
      </TooltipProvider>
    ),
    root: 'tooltip-trigger',
    parts: ['tooltip-content', 'tooltip-arrow'],
  },
  'top-bar': {
    render: () => (
      <TopBar
        logo={<img alt="Экран" src="data:," />}
        tenantName="Экран"
        balance={1000}
        availableBalance={500}
        onTopUp={noop}
        onMenuClick={noop}
      />
    ),
    parts: [
      'top-bar-menu-button',
      'top-bar-brand',
      'top-bar-logo',
      'top-bar-tenant',
      'top-bar-actions',
      'top-bar-balance',
      'top-bar-top-up',
    ],
  },
  'user-menu': {
    render: () => (
      <UserMenu name="Анна Смирнова" email="anna@example.ru" onLogout={noop} defaultOpen />
    ),
    root: 'user-menu-trigger',
    parts: ['user-menu-avatar', 'user-menu-name', 'user-menu-content', 'dropdown-menu-item'],
  },
  'video-list': {
    render: () => (
      <VideoList
        statusLabel={() => 'Отклонён'}
        renderActions={() => <button type="button">Удалить</button>}
        videos={[
          {
            id: 1,
            name: 'Весна.mp4',
            preview: null,
            duration: 15,
            moderation_status: 2,
            decline_reason: 'Звук',
          },
        ]}
      />
    ),
    parts: [
      'video-list-item',
      'video-list-preview',
      'video-list-duration',
      'video-list-body',
      'video-list-name',
      'video-list-status',
      'video-list-decline-reason',
      'video-list-actions',
    ],
  },
};

const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Slots kept from before the `<component>-<part>` rule: tests and styles select them. */
const LEGACY = ['skeleton-row', 'skeleton-card', 'widget-error', 'retry-button', 'load-error'];

// DateRangePicker fetches its calendar chunk on mount; its first transform is slow on a busy machine.
beforeAll(() => import('./date-range-picker/calendar'), 60_000);

const slotted = () => [...document.querySelectorAll('[data-slot]')];

describe('data-slot', () => {
  it('has a render for every component folder', () => {
    expect(folders.filter((folder) => !(folder in samples))).toEqual([]);
  });

  for (const folder of folders) {
    const sample = samples[folder];
    if (!sample) continue;
    it(`${folder}: the root and its parts carry data-slot`, async () => {
      const { container } = render(sample.render());
      await act(async () => {
        await sample.interact?.();
      });
      const rootSlot = sample.root ?? folder;
      const root = sample.rootElsewhere
        ? document.querySelector(`[data-slot="${rootSlot}"]`)
        : container.firstElementChild;
      expect(root?.getAttribute('data-slot')).toBe(rootSlot);
      const present = new Set(slotted().map((element) => element.getAttribute('data-slot')));
      expect((sample.parts ?? []).filter((part) => !present.has(part))).toEqual([]);
      // Every name is `<component>-<part>` of some component folder (or of a name kept from before).
      const owners = [...folders, ...LEGACY];
      const strays = [...present].filter(
        (slot) =>
          !slot ||
          !/^[a-z]+(-[a-z]+)*$/.test(slot) ||
          !owners.some((name) => slot === name || slot.startsWith(`${name}-`)),
      );
      expect(strays).toEqual([]);
    });
  }
});

/** Every slot written in a component's source, for the README's table. */
function sourceSlots(): string[] {
  const slots = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/data-slot(?:=|': )["']([a-z-]+)["']/g))
          slots.add(match[1] ?? '');
      }
    }
  };
  visit(here);
  return [...slots].sort();
}

describe('packages/ui/README.md', () => {
  it('lists every data-slot the components write', () => {
    const readme = readFileSync(path.join(here, '../../README.md'), 'utf8');
    expect(sourceSlots().filter((slot) => !readme.includes(`\`${slot}\``))).toEqual([]);
  });
});
