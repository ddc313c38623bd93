import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, render } from './pages';

// What a signed-in page shows before JavaScript (prerender-pages.ts writes it at build).
describe('the prerendered signed-in pages', () => {
  it('are the frame and the screen while their data loads, with the page title', () => {
    const titles = {
      '/campaigns': 'Кампании',
      '/create-company': 'Новая кампания',
    };
    for (const [path, title] of Object.entries(titles)) {
      expect(PRERENDERED_PAGES[path as keyof typeof PRERENDERED_PAGES]).toBe('app');
      const html = render(path as keyof typeof PRERENDERED_PAGES);
      expect(html).toContain('aria-label="Основная навигация"');
      expect(html).toMatch(new RegExp(`<main[^>]*>.*<h1[^>]*>${title}</h1>`));
      // The tenant's name waits in its slots for the page's script.
      expect(html).toContain('<span data-tenant-slot="name">Экран</span>');
      // And the logo's place, hidden until the script knows the tenant's logo: the name does not
      // jump aside when the app, which shows it, takes over.
      expect(html).toMatch(/<img alt="" width="32" height="32" hidden="" data-tenant-slot="logo"/);
      // Only what the screens show while loading: no figure, no name of a user.
      expect(html).not.toContain('₽');
    }
  });

  it('the sign-in page holds the larger logo of its brand', () => {
    expect(PRERENDERED_PAGES['/login']).toBe('public');
    expect(render('/login')).toMatch(
      /data-tenant-brand=""[^>]*><img alt="" width="40" height="40" hidden="" data-tenant-slot="logo"[^>]*><span data-tenant-slot="name">/,
    );
  });

  it('the campaign list: its controls, and its rows as cards below md and as a table from md', () => {
    const html = render('/campaigns');
    expect(html).toContain('placeholder="Поиск по названию или номеру"');
    expect(html).toContain('Фильтры');
    expect(html).toContain('aria-label="Статус кампаний"');
    expect(html).toContain('<table');
    expect(html).toContain('md:hidden');
  });

  it('the new campaign: the wizard frame with its first step still loading', () => {
    const html = render('/create-company');
    expect(html).toContain('Параметры и медиаплан');
    expect(html).toContain('aria-label="Загрузка шага"');
  });
});
