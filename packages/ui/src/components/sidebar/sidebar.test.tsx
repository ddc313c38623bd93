import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sidebar } from './sidebar';

const items = [
  { id: 'dashboard', label: 'Дашборд', href: '/dashboard', active: true },
  { id: 'campaigns', label: 'Кампании', href: '/campaigns' },
];

describe('Sidebar', () => {
  it('names its panel and its navigation apart', () => {
    render(<Sidebar items={items} aria-label="Основная навигация" />);
    const panel = screen.getByRole('complementary', { name: 'Боковая панель' });
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(panel).toContainElement(nav);
  });

  it('takes the panel’s name from the app', () => {
    render(<Sidebar items={items} panelLabel="Меню кабинета" />);
    expect(screen.getByRole('complementary', { name: 'Меню кабинета' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
  });
});
