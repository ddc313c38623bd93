import { useCallback, useState, type ReactNode } from 'react';
import { formatNumber } from '../format/number';
import { computeLength, ThemeScope } from './theme-scope';
import {
  animationsByDuration,
  modes,
  rootTokens,
  spacingUsage,
  tenants,
  themeNamespace,
  utilityUsage,
} from './token-source';

/** Tailwind's own steps: theme.css keeps its type scale and weights, and its `full` radius. */
const TEXT_STEPS = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
const WEIGHTS = { normal: 400, medium: 500, semibold: 600, bold: 700 } as const;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted text-xs">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'border-t px-3 py-2 align-middle';
const uses = (count: number) => `${count} ${count === 1 ? 'use' : 'uses'}`;

/** One sample line in a text utility, with the size and line height the page computes for it. */
function TypeRow({ step, count }: { step: string; count: number }) {
  const [metrics, setMetrics] = useState<string>('');
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const style = getComputedStyle(node);
    const size = parseFloat(style.fontSize);
    const line = style.lineHeight.endsWith('px')
      ? parseFloat(style.lineHeight)
      : parseFloat(style.lineHeight) * size;
    setMetrics(`${formatNumber(size)} / ${formatNumber(line)} px`);
  }, []);
  return (
    <tr>
      <td className={`${cell} font-mono text-xs`}>text-{step}</td>
      <td className={`${cell} text-xs text-muted-foreground tabular-nums`}>{metrics}</td>
      <td className={`${cell} text-xs text-muted-foreground`}>{uses(count)}</td>
      <td className={cell}>
        {/* The class is whole in the source of the components that use it, so Tailwind has it. */}
        <p ref={measure} className={`text-${step}`}>
          Показы за 30 дней: 1 254 300
        </p>
      </td>
    </tr>
  );
}

/** The text sizes and weights the components use (Tailwind's scale), measured on the page. */
export function TypeScale() {
  const sizes = [...utilityUsage('text', TEXT_STEPS)].filter(([, count]) => count > 0);
  const weights = [...utilityUsage('font', Object.keys(WEIGHTS))];
  return (
    <div className="grid gap-4">
      <Table head={['Utility', 'Size / line height', 'In components', 'Sample']}>
        {sizes.map(([step, count]) => (
          <TypeRow key={step} step={step} count={count} />
        ))}
      </Table>
      <Table head={['Weight', 'Value', 'In components', 'Sample']}>
        {weights.map(([weight, count]) => (
          <tr key={weight}>
            <td className={`${cell} font-mono text-xs`}>font-{weight}</td>
            <td className={`${cell} text-xs text-muted-foreground`}>
              {WEIGHTS[weight as keyof typeof WEIGHTS]}
            </td>
            <td className={`${cell} text-xs text-muted-foreground`}>{uses(count)}</td>
            <td className={cell}>
              <p style={{ fontWeight: WEIGHTS[weight as keyof typeof WEIGHTS] }}>
                Кампания на модерации
              </p>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** The spacing steps of padding, margin and gap utilities in the components, in px. */
export function SpacingScale() {
  const steps = [...spacingUsage()];
  return (
    <Table head={['Step', 'Size', 'In components', '']}>
      {steps.map(([step, count]) => {
        const expression = `calc(var(--spacing) * ${step})`;
        return (
          <tr key={step}>
            <td className={`${cell} font-mono text-xs`}>{step}</td>
            <td className={`${cell} text-xs text-muted-foreground tabular-nums`}>
              {computeLength('ekran', 'light', expression)}
            </td>
            <td className={`${cell} text-xs text-muted-foreground`}>{uses(count)}</td>
            <td className={cell}>
              <div className="h-3 rounded-sm bg-primary" style={{ width: expression }} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const radii = [...themeNamespace('radius'), ['full', 'calc(infinity * 1px)'] as [string, string]];

/** The corner radii in each tenant: theme.css derives them all from the tenant's --radius. */
export function RadiusScale() {
  const counts = utilityUsage(
    'rounded',
    radii.map(([key]) => key),
  );
  return (
    <Table head={['Utility', 'Derived from', 'In components', ...tenants.map((t) => t.name)]}>
      {radii.map(([key, expression]) => (
        <tr key={key}>
          <td className={`${cell} font-mono text-xs`}>rounded-{key}</td>
          <td className={`${cell} font-mono text-xs text-muted-foreground`}>{expression}</td>
          <td className={`${cell} text-xs text-muted-foreground`}>{uses(counts.get(key) ?? 0)}</td>
          {tenants.map((tenant) => (
            <td key={tenant.id} className={cell}>
              <ThemeScope tenant={tenant.id} mode="light" className="flex items-center gap-2">
                <div
                  aria-hidden
                  className="size-10 border-2 border-primary bg-accent"
                  style={{ borderRadius: expression }}
                />
                <span className="text-xs text-muted-foreground tabular-nums">
                  {key === 'full' ? 'pill' : computeLength(tenant.id, 'light', expression)}
                </span>
              </ThemeScope>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** The three elevations, on the page colour of each mode (dark shadows are deeper). */
export function ShadowScale() {
  const shadows = themeNamespace('shadow');
  const counts = utilityUsage(
    'shadow',
    shadows.map(([key]) => key),
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {modes.map((mode) => (
        <ThemeScope
          key={mode}
          tenant="ekran"
          mode={mode}
          className="grid gap-6 rounded-lg border p-6"
          aria-label={`Shadows, ${mode}`}
          role="group"
        >
          {shadows.map(([key, expression]) => (
            <div key={key} className="flex items-center gap-4">
              <div className="h-14 w-24 rounded-lg bg-card" style={{ boxShadow: expression }} />
              <div className="text-xs">
                <p className="font-mono">shadow-{key}</p>
                <p className="text-muted-foreground">
                  {mode} · {uses(counts.get(key) ?? 0)}
                </p>
              </div>
            </div>
          ))}
        </ThemeScope>
      ))}
    </div>
  );
}

/** The tokens a `var(--x)` expression names, with their values in tokens.css. */
const resolveRoot = (expression: string) =>
  expression.replace(/var\(--([\w-]+)\)/g, (whole, name: string) => rootTokens.get(name) ?? whole);

/**
 * The motion durations: utility, token, value in tokens.css, and a box that moves at that
 * speed. With reduced motion the tokens are 0 ms, and the box jumps.
 */
export function MotionTokens() {
  const durations = themeNamespace('transition-duration');
  const counts = utilityUsage(
    'duration',
    durations.map(([key]) => key),
  );
  const animations = [...animationsByDuration.values()].flat();
  const animationCounts = utilityUsage('animate', animations);
  const [moved, setMoved] = useState(false);
  return (
    <div className="grid gap-3">
      <Table head={['Utility', 'Token', 'Value', 'In components', 'Also read by', '']}>
        {durations.map(([key, expression]) => (
          <tr key={key}>
            <td className={`${cell} font-mono text-xs`}>duration-{key}</td>
            <td className={`${cell} font-mono text-xs text-muted-foreground`}>{expression}</td>
            <td className={`${cell} text-xs tabular-nums`}>{resolveRoot(expression)}</td>
            <td className={`${cell} text-xs text-muted-foreground`}>
              {uses(counts.get(key) ?? 0)}
            </td>
            <td className={`${cell} text-xs text-muted-foreground`}>
              {(animationsByDuration.get(key) ?? []).map((name) => (
                <span key={name} className="block">
                  <code>animate-{name}</code>: {uses(animationCounts.get(name) ?? 0)}
                </span>
              ))}
            </td>
            <td className={`${cell} w-48`}>
              <div className="h-3 rounded-full bg-muted">
                <div
                  className="size-3 rounded-full bg-primary ease-out"
                  style={{
                    transitionProperty: 'transform',
                    transitionDuration: expression,
                    transform: moved ? 'translateX(10.5rem)' : undefined,
                  }}
                />
              </div>
            </td>
          </tr>
        ))}
      </Table>
      <button
        type="button"
        className="w-fit cursor-pointer rounded-md border border-input px-3 py-1.5 text-sm hover:bg-muted"
        onClick={() => setMoved((value) => !value)}
      >
        Play the durations
      </button>
    </div>
  );
}
