import { cloneElement, type FocusEventHandler, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PrefetchProvider, type ScreenPrefetch } from './prefetch-context';
import { renderRouterLink } from './render-router-link';

function renderLink(prefetch: ScreenPrefetch | null, element = renderRouterLink) {
  const link = element({ href: '/campaigns?page=2#top', children: 'Кампании' });
  return render(
    <MemoryRouter>
      {prefetch ? <PrefetchProvider prefetch={prefetch}>{link}</PrefetchProvider> : link}
    </MemoryRouter>,
  );
}

describe('renderRouterLink', () => {
  it('renders a router link that asks the app to load its screen when pointed at or focused', async () => {
    const prefetch = { path: vi.fn(), all: vi.fn() };
    renderLink(prefetch);
    const link = screen.getByRole('link', { name: 'Кампании' });
    expect(link).toHaveAttribute('href', '/campaigns?page=2#top');
    await userEvent.hover(link);
    // The screens a path opens do not depend on its query or hash.
    expect(prefetch.path).toHaveBeenLastCalledWith('/campaigns');
    link.blur();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(prefetch.path).toHaveBeenCalledTimes(2);
    expect(prefetch.all).not.toHaveBeenCalled();
  });

  it('keeps the handlers a wrapper adds (a menu item’s, through asChild)', () => {
    const prefetch = { path: vi.fn(), all: vi.fn() };
    const onFocus = vi.fn();
    renderLink(prefetch, (props) =>
      cloneElement(renderRouterLink(props) as ReactElement<{ onFocus?: FocusEventHandler }>, {
        onFocus,
      }),
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Кампании' }));
    expect(prefetch.path).toHaveBeenCalledWith('/campaigns');
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('is a plain router link where the app gives no prefetch (a unit test, a prerendered page)', async () => {
    renderLink(null);
    await userEvent.hover(screen.getByRole('link', { name: 'Кампании' }));
    expect(screen.getByRole('link', { name: 'Кампании' })).toHaveAttribute(
      'href',
      '/campaigns?page=2#top',
    );
  });
});
