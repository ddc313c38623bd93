import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { CSSProperties } from 'react';
import { Badge, Button, Checkbox } from '@ekran/ui';
import './styles.css';
import { COMPARISON } from './visual';
import { paintSettled } from './visual-wait';

/**
 * The comparison settings of the visual baseline, tried on real renders of small components in
 * Chromium: each change below is one a QA lead made by hand to test the gate. The shots are compared
 * in Node by the comparator Vitest's `toMatchScreenshot` uses (@blazediff/core) with the options of
 * vitest.config.ts (COMPARISON), through the `compareShots` command of the `visual-settings` project.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    compareShots: (
      reference: string,
      actual: string,
      options: Record<string, unknown>,
    ) => Promise<{ mismatched: number; sameSize: boolean }>;
  }
}

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  document.documentElement.removeAttribute('style');
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

/** Renders one small component alone, padded, in the default tenant's light theme, and shoots it. */
async function shoot(
  node: React.ReactNode,
  style: CSSProperties = {},
  tokens: Record<string, string> = {},
): Promise<string> {
  root?.unmount();
  host?.remove();
  const html = document.documentElement;
  html.dataset.tenant = 'ekran';
  html.dataset.theme = 'light';
  // Tokens change where tokens.css declares them: Tailwind's theme variables on :root read them there.
  html.removeAttribute('style');
  for (const [name, value] of Object.entries(tokens)) html.style.setProperty(name, value);
  host = document.createElement('div');
  host.style.cssText = 'display:inline-block;padding:8px';
  document.body.append(host);
  const inner = document.createElement('div');
  host.append(inner);
  root = createRoot(inner);
  flushSync(() => root!.render(<div style={style}>{node}</div>));
  await document.fonts.ready;
  await paintSettled();
  return page.screenshot({ element: host, save: false });
}

async function reported(reference: string, actual: string, options = COMPARISON) {
  const { mismatched, sameSize } = await commands.compareShots(reference, actual, options);
  return !sameSize || mismatched > (options.allowedMismatchedPixels ?? 0);
}

describe('the visual baseline’s comparison', () => {
  it('passes an identical render', async () => {
    const first = await shoot(<Button>Сохранить</Button>);
    const again = await shoot(<Button>Сохранить</Button>);
    expect(await reported(first, again)).toBe(false);
  });

  it('reports a bordered component moved by 1 px inside a shot of the same size', async () => {
    const badge = <Badge variant="outline">Активна</Badge>;
    const before = await shoot(badge, { paddingLeft: 1, width: 'max-content' });
    const after = await shoot(badge, { paddingRight: 1, width: 'max-content' });
    expect(await reported(before, after)).toBe(true);
  });

  it('reports the brand colour one shade darker (blue-700 → blue-800)', async () => {
    const before = await shoot(<Button>Сохранить</Button>, {}, { '--primary': '#1d4ed8' });
    const after = await shoot(<Button>Сохранить</Button>, {}, { '--primary': '#1e40af' });
    expect(await reported(before, after)).toBe(true);
    // What looser settings (0.1 per pixel, 0.2 % of a 1200 × 900 page) let through.
    const old = { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 2160 };
    expect(await reported(before, after, old as unknown as typeof COMPARISON)).toBe(false);
  });

  it('reports corners 2 px rounder and a checkbox 4 px smaller', async () => {
    const square = await shoot(<Button>Сохранить</Button>, {}, { '--radius': '0.5rem' });
    const rounder = await shoot(<Button>Сохранить</Button>, {}, { '--radius': '0.625rem' });
    expect(await reported(square, rounder)).toBe(true);
    const box = await shoot(<Checkbox aria-label="Согласен" defaultChecked />, {
      width: 24,
      height: 24,
    });
    const smaller = await shoot(
      <Checkbox aria-label="Согласен" defaultChecked className="size-4" />,
      {
        width: 24,
        height: 24,
      },
    );
    expect(await reported(box, smaller)).toBe(true);
  });
});
