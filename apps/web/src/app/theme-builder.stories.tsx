import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  applyTenantTheme,
  contrastRatio,
  defaultPalette,
  formatNumber,
  Input,
  Label,
  parseColor,
  resolveTenantTheme,
  textContrastPairs,
  Textarea,
  themeFromBrand,
  type BrandColors,
  type ResolvedTenantTheme,
  type ThemeMode,
} from '@ekran/ui';
import { AppStory, type AppStoryParameters } from '../test/app-story';
import { LoginScreen } from '../features/auth/login-screen';
import { CampaignsScreen } from '../features/campaigns/campaigns-screen';
import { WizardStoryRoutes } from '../features/wizard/wizard-story-routes';
import { scenario } from '../features/wizard/wizard-story-kit';

/**
 * The theme builder, for designers and tenants' own people. Pick the brand colours and the
 * radius; see the derived light and dark palettes with every text pair's contrast; see real screens
 * in the theme; copy the JSON for /tenants/<domain>.json or for the tenant response's `theme`.
 */

const START: BrandColors = {
  primary: defaultPalette.light.primary,
  accent: defaultPalette.light.accent,
  background: defaultPalette.light.background,
  foreground: defaultPalette.light.foreground,
  radius: '0.5rem',
};

const PICKERS: { key: Exclude<keyof BrandColors, 'radius'>; label: string }[] = [
  { key: 'primary', label: 'Основной цвет' },
  { key: 'accent', label: 'Акцент' },
  { key: 'background', label: 'Фон' },
  { key: 'foreground', label: 'Текст' },
];

const HEX = /^#[0-9a-f]{6}$/i;

function ColorPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  // The colour picker changed the value: show it in the text field too (state adjusted in render).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: палитра`}
          value={HEX.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background"
        />
        <Input
          id={id}
          value={text}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            if (HEX.test(event.target.value.trim())) onChange(event.target.value.trim());
          }}
        />
      </div>
    </div>
  );
}

const isText = (token: string) => token === 'foreground' || token.endsWith('-foreground');

function Palette({ mode, resolved }: { mode: ThemeMode; resolved: ResolvedTenantTheme }) {
  const palette: Record<string, string> = { ...defaultPalette[mode], ...resolved[mode] };
  return (
    <div className="min-w-0 overflow-x-auto">
      <table
        className="w-full text-sm"
        aria-label={`Палитра: ${mode === 'light' ? 'светлая' : 'тёмная'}`}
      >
        <caption className="pb-2 text-left font-medium">
          {mode === 'light' ? 'Светлая тема' : 'Тёмная тема'}
        </caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 pr-2 font-medium">Пара</th>
            <th className="py-1 pr-2 font-medium">Образец</th>
            <th className="py-1 font-medium">Контраст</th>
          </tr>
        </thead>
        <tbody>
          {textContrastPairs.map(([fg, bg]) => {
            const ratio = contrastRatio(
              parseColor(palette[fg] ?? '') ?? { r: 0, g: 0, b: 0, a: 1 },
              parseColor(palette[bg] ?? '') ?? { r: 0, g: 0, b: 0, a: 1 },
            );
            const pass = ratio >= 4.5;
            return (
              <tr key={`${fg}-${bg}`} className="border-t border-border" data-pass={pass}>
                <td className="py-1 pr-2 font-mono text-xs">
                  {fg} / {bg}
                </td>
                <td className="py-1 pr-2">
                  {/* The swatch is the pair itself; its own contrast is what the row reports. */}
                  <span
                    aria-hidden
                    className="inline-block rounded px-2 py-0.5 font-medium"
                    style={{ color: palette[fg], background: palette[bg] }}
                  >
                    Аа
                  </span>
                </td>
                <td className="py-1 whitespace-nowrap">
                  {formatNumber(ratio, { fractionDigits: 2 })}:1{' '}
                  <span className={pass ? 'text-success-soft-foreground' : 'text-destructive'}>
                    {pass ? 'AA ✓' : isText(fg) ? 'не AA' : 'не AA (цвет бренда как текст)'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A real screen with the theme's overrides set on its own container (not on the whole page). */
function Preview({
  label,
  mode,
  vars,
  params,
  children,
}: {
  label: string;
  mode: ThemeMode;
  vars: Record<string, string>;
  params: AppStoryParameters;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    return applyTenantTheme(vars, { root: box.current }).reset;
  }, [vars]);
  return (
    <section aria-label={label} className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <div
        ref={box}
        data-theme={mode}
        className="max-h-[36rem] overflow-auto rounded-lg border border-border bg-background text-foreground"
      >
        <AppStory story={children} params={params} />
      </div>
    </section>
  );
}

function ThemeBuilder() {
  const [brand, setBrand] = useState(START);
  const [mode, setMode] = useState<ThemeMode>('light');
  const resolved = useMemo(() => resolveTenantTheme(themeFromBrand(brand)), [brand]);
  const exported = JSON.stringify({ light: resolved.light, dark: resolved.dark }, null, 2);
  const vars = resolved[mode] as Record<string, string>;
  return (
    <div className="grid gap-8 p-4 text-foreground">
      <section aria-labelledby="builder-brand" className="grid gap-4">
        <h2 id="builder-brand" className="text-lg font-semibold">
          Цвета бренда
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {PICKERS.map(({ key, label }) => (
            <ColorPicker
              key={key}
              id={`builder-${key}`}
              label={label}
              value={brand[key]}
              onChange={(value) => setBrand((current) => ({ ...current, [key]: value }))}
            />
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="builder-radius">Скругление</Label>
            <select
              id="builder-radius"
              value={brand.radius}
              onChange={(event) =>
                setBrand((current) => ({ ...current, radius: event.target.value }))
              }
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              {['0', '0.25rem', '0.5rem', '0.75rem', '1rem'].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        </div>
        {resolved.adjustments.length ? (
          <ul aria-label="Исправлено для контраста" className="grid gap-1 text-sm">
            {resolved.adjustments.map((entry) => (
              <li key={`${entry.mode}-${entry.token}`}>
                {entry.mode === 'light' ? 'Светлая' : 'Тёмная'}: --{entry.token} {entry.from} →{' '}
                {entry.to}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="builder-palette" className="grid gap-4">
        <h2 id="builder-palette" className="text-lg font-semibold">
          Палитра и контраст (WCAG AA, 4.5:1)
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <Palette mode="light" resolved={resolved} />
          <Palette mode="dark" resolved={resolved} />
        </div>
      </section>

      <section aria-labelledby="builder-preview" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <h2 id="builder-preview" className="text-lg font-semibold">
            Предпросмотр
          </h2>
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">Тема предпросмотра</legend>
            {(['light', 'dark'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="builder-mode"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {value === 'light' ? 'Светлая' : 'Тёмная'}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          <Preview
            label="Вход"
            mode={mode}
            vars={vars}
            params={{ route: '/login', path: '/login', user: 'agency' }}
          >
            <div className="mx-auto max-w-md p-4">
              <LoginScreen />
            </div>
          </Preview>
          <Preview
            label="Список кампаний"
            mode={mode}
            vars={vars}
            params={{ route: '/campaigns', path: '/campaigns', user: 'agency' }}
          >
            <CampaignsScreen />
          </Preview>
          <Preview
            label="Мастер кампании, шаг 1"
            mode={mode}
            vars={vars}
            params={{ route: '/create-company', path: '/create-company/*', user: 'agency' }}
          >
            <WizardStoryRoutes />
          </Preview>
        </div>
      </section>

      <section aria-labelledby="builder-export" className="grid gap-4">
        <h2 id="builder-export" className="text-lg font-semibold">
          Экспорт
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="builder-file">Файл /tenants/&lt;домен&gt;.json</Label>
            <Textarea
              id="builder-file"
              readOnly
              rows={12}
              className="font-mono text-xs"
              value={exported}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="builder-response">Поле theme в ответе POST /v2/user/tenant/</Label>
            <Textarea
              id="builder-response"
              readOnly
              rows={12}
              className="font-mono text-xs"
              value={JSON.stringify(
                { theme: { light: resolved.light, dark: resolved.dark } },
                null,
                2,
              )}
            />
          </div>
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme builder',
  component: ThemeBuilder,
  parameters: {
    layout: 'fullscreen',
    chromatic: { disableSnapshot: true },
    visual: {
      why: 'three live screens loading from the fake backend; the play test checks colours',
    },
    // Step 1 without players keeps the preview quick; the map has stories of its own.
    msw: { handlers: scenario('players', 'empty') },
  },
} satisfies Meta<typeof ThemeBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 15_000 };

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const login = within(canvas.getByRole('region', { name: 'Вход' }));
    const signIn = await login.findByRole('button', { name: 'Войти' }, wait);
    await expect(getComputedStyle(signIn).backgroundColor).toBe('rgb(29, 78, 216)');
    const file = canvas.getByLabelText<HTMLTextAreaElement>(/Файл \/tenants/);
    const response = canvas.getByLabelText<HTMLTextAreaElement>(/Поле theme/);
    await expect(file.value).toContain('"primary": "#1d4ed8"');

    const primary = canvas.getByRole('textbox', { name: 'Основной цвет' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#0f766e');

    await waitFor(
      () => expect(getComputedStyle(signIn).backgroundColor).toBe('rgb(15, 118, 110)'),
      wait,
    );
    await expect(file.value).toContain('"primary": "#0f766e"');
    await expect(response.value).toContain('"primary": "#0f766e"');
    // The real screens are there: the campaign list and the wizard's first step.
    const list = within(canvas.getByRole('region', { name: 'Список кампаний' }));
    await expect(await list.findByRole('table', { name: 'Кампании' }, wait)).toBeVisible();
    const wizard = within(canvas.getByRole('region', { name: 'Мастер кампании, шаг 1' }));
    await expect(
      await wizard.findByRole('heading', { name: 'Новая кампания' }, wait),
    ).toBeVisible();
    await wizard.findByRole('form', { name: 'Параметры кампании' }, wait);
  },
};
