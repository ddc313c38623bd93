import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths, TOKEN_KEYS } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { MainLayout } from './main-layout';
import { ScreenError } from './screen-error';
import { screenModes } from '../../../../../.storybook/visual';

/** The layout with a stand-in page in its outlet, as the router mounts it. */
function MainLayoutWithPage() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<h1 className="text-2xl font-semibold">Содержимое страницы</h1>} />
      </Route>
    </Routes>
  );
}

/** The signed-in frame: sidebar, top bar with balances, «Пополнить», user menu, banner, drawer. */
const meta = {
  title: 'App/Layouts/MainLayout',
  component: MainLayoutWithPage,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'fullscreen',
    app: { route: '/dashboard', path: '/*', user: 'agency' },
  },
} satisfies Meta<typeof MainLayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Основная навигация' });
    await expect(within(nav).getByRole('link', { name: 'Дашборд' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findAllByText(/₽/)).not.toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Пополнить' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'К данным организации' })).toBeNull();
  },
};

/** The user menu offers the tenant's support address (email_tg). */
export const SupportInUserMenu: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const banner = within(canvasElement).getByRole('banner');
    const trigger = await waitFor(() => {
      const button = banner.querySelector<HTMLElement>('button[aria-haspopup="menu"]');
      if (!button) throw new Error('no user menu yet');
      return button;
    });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: /Написать в поддержку/ }),
    ).toHaveAttribute('href', 'mailto:support@ekran.demo');
  },
};

/** A new organization (doc_status NEW): the banner asks for the organization's details. */
export const OrganizationNotApproved: Story = {
  parameters: { app: { route: '/dashboard', path: '/*', user: 'newcomer' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Заполните данные организации, чтобы запускать кампании.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'К данным организации' })).toHaveAttribute(
      'href',
      '/organization',
    );
  },
};

export const BalanceLoading: Story = {
  parameters: { msw: { handlers: { user: fakeDomain('user', 'loading') } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Пополнить' })).toBeVisible();
  },
};

/**
 * get_me fails: the user menu still opens, under a stand-in name, and «Выйти» signs out (the
 * tokens are gone and the sign-in page opens).
 */
export const SignOutWhenProfileFails: Story = {
  parameters: {
    app: {
      route: '/dashboard',
      path: '/*',
      user: 'agency',
      routes: [{ path: '/login', element: <h1>Вход</h1> }],
    },
    msw: {
      handlers: {
        user: [
          http.get(mockUrl(paths.user.me), () =>
            HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }),
          ),
          ...fakeDomain('user'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: 'Пользователь' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await expect(await canvas.findByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
  },
};

/** The balance call answers without figures: «—» for both, never a false «0 ₽». */
export const BalanceUnknown: Story = {
  parameters: {
    msw: {
      handlers: {
        user: [
          http.get(mockUrl(paths.user.balance), () => HttpResponse.json({})),
          ...fakeDomain('user'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const balances = within(canvas.getByRole('banner'));
    await waitFor(() =>
      expect(balances.getByText('Баланс').nextElementSibling).toHaveTextContent(/^—$/),
    );
    await expect(balances.getByText('Доступно').nextElementSibling).toHaveTextContent(/^—$/);
    await expect(balances.queryByText(/0,00 ₽/)).toBeNull();
  },
};

/** «Пополнить» opens the deposit bill dialog. */
export const TopUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Пополнить' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** On a phone the sidebar is a drawer behind the menu button. */
export const NarrowDrawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Открыть меню' });
    await userEvent.click(button);
    const drawer = await within(document.body).findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'Кампании' })).toBeVisible();
  },
};

function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'results')");
}

/**
 * A screen that throws (an answer of another shape) shows its error inside the frame: the sidebar
 * and the top bar stay, and the user can go elsewhere: faults are contained.
 */
export const ScreenThrows: Story = {
  parameters: {
    app: {
      route: '/broken',
      path: '/unused',
      user: 'agency',
      routes: [
        {
          element: <MainLayout />,
          children: [
            {
              errorElement: <ScreenError />,
              children: [{ path: '/broken', element: <BrokenScreen /> }],
            },
          ],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10000 });
    await expect(alert).toHaveTextContent('Не удалось показать страницу');
    await expect(canvas.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'На дашборд' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
