import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FileText, LayoutDashboard, Megaphone, Menu, ReceiptText, Building2 } from 'lucide-react';
import { IconButton } from '../icon-button';
import { TopBar } from '../top-bar';
import { UserMenu } from '../user-menu';
import { Sidebar } from './sidebar';
import type { SidebarItem, SidebarProps } from './sidebar.types';
import { componentModes, PLAYGROUND } from '../../../../../.storybook/visual';

const items: SidebarItem[] = [
  { id: 'dashboard', label: 'Дашборд', href: '#/dashboard', icon: <LayoutDashboard /> },
  { id: 'campaigns', label: 'Кампании', href: '#/campaigns', icon: <Megaphone />, active: true },
  { id: 'organization', label: 'Организация', href: '#/organization', icon: <Building2 /> },
  { id: 'billings', label: 'Счета', href: '#/billings', icon: <ReceiptText /> },
  { id: 'documents', label: 'Документы', href: '#/documents', icon: <FileText /> },
];

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    items,
    header: (
      <a href="#/dashboard" className="font-semibold" onClick={(event) => event.preventDefault()}>
        Экран
      </a>
    ),
    footer: <span className="text-xs text-muted-foreground">Поддержка: support@ekran.example</span>,
    onOpenChange: fn(),
  },
  argTypes: {
    items: {
      description:
        'The sections: id, label, href, a lucide icon, and active for the current one (a NavLink may set it instead).',
      control: false,
    },
    open: {
      description:
        'The drawer on a narrow screen (controlled; the top bar’s burger sets it); leave it unset and the trigger opens it. Switch the viewport to a phone to see it.',
      control: 'boolean',
    },
    'aria-label': {
      description: 'Names the navigation landmark.',
      control: 'text',
      table: { defaultValue: { summary: 'Основное меню' } },
    },
    panelLabel: {
      description:
        'Names the panel around the header, the navigation and the footer; unlike the navigation’s, so a screen reader does not say one name twice.',
      control: 'text',
      table: { defaultValue: { summary: 'Боковая панель' } },
    },
    header: { description: "The panel's top: the tenant's logo and name.", control: false },
    footer: { description: "The panel's bottom: support contacts, version.", control: false },
    trigger: {
      description:
        'A burger that opens the drawer, shown on narrow screens only; none when the top bar has it.',
      control: false,
    },
    renderLink: { description: "Renders each link: the router's Link or NavLink.", control: false },
    defaultOpen: { control: false },
    onOpenChange: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'phone', isRotated: false } };

/** The sidebar beside a page's content, as the app's frame places it. */
function WithPage(props: SidebarProps) {
  return (
    <div className="flex min-h-96">
      <Sidebar {...props} />
      <main className="flex-1 p-6 text-sm">Содержимое страницы</main>
    </div>
  );
}

/** Wide screens show the column; narrow ones show the burger that opens the drawer. */
export const Default: Story = {
  args: {
    trigger: (
      <IconButton aria-label="Открыть меню" className="m-2">
        <Menu aria-hidden />
      </IconButton>
    ),
  },
  render: (args) => <WithPage {...args} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Кампании' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Дашборд' })).not.toHaveAttribute('aria-current');
    // The active look comes from aria-current, whoever sets it.
    const background = (name: string) =>
      getComputedStyle(canvas.getByRole('link', { name })).backgroundColor;
    await expect(background('Кампании')).not.toBe(background('Дашборд'));
    // The burger is for narrow screens only.
    await expect(canvas.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
  },
};

/** The drawer on a narrow screen: opens from the burger, closes on a link, Escape or ×. */
export const Drawer: Story = {
  args: {
    ...Default.args,
    // Like a router's Link: navigation stays in the page (a real jump would unload the test).
    renderLink: ({ href, children, ...props }) => (
      <a href={href} {...props} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  render: Default.render,
  globals: narrow,
  parameters: { chromatic: { modes: componentModes('phone') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const burger = canvas.getByRole('button', { name: 'Открыть меню' });

    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Экран' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const current = screen.getByRole('link', { name: 'Кампании' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(drawer).toContainElement(current);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(burger).toHaveFocus();

    await userEvent.click(burger);
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Following a link closes the drawer.
    await userEvent.click(burger);
    await userEvent.click(await screen.findByRole('link', { name: 'Счета' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // So does the logo link in the drawer's header.
    await userEvent.click(burger);
    const dialog = await screen.findByRole('dialog', { name: 'Экран' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Экран' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Links through a router: `renderLink` gets href, class, aria-current and the content. */
export const WithRenderLink: Story = {
  globals: narrow,
  parameters: { chromatic: { modes: componentModes('phone') } },
  args: {
    defaultOpen: true,
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Дашборд' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The layout the web app assembles: the burger lives in the top bar and opens the sidebar's
 * drawer through controlled state.
 */
export const AppShell: Story = {
  globals: narrow,
  parameters: { chromatic: { modes: componentModes('phone') } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div className="flex min-h-[28rem] bg-background">
        <Sidebar {...args} open={open} onOpenChange={setOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            tenantName="Экран"
            balance={120000}
            availableBalance={95500.5}
            onTopUp={fn()}
            onMenuClick={() => setOpen(true)}
            menuOpen={open}
            userMenu={
              <UserMenu
                name="Анна Смирнова"
                email="anna@example.ru"
                profileHref="#/profile/account"
                onLogout={fn()}
              />
            }
          />
          <main className="p-6 text-sm">Содержимое страницы</main>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const burger = canvas.getByRole('button', { name: 'Открыть меню' });
    await userEvent.click(burger);
    await expect(await screen.findByRole('dialog', { name: 'Экран' })).toBeInTheDocument();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Radix has no trigger here, so the sidebar itself gives focus back to the burger.
    await expect(burger).toHaveFocus();
  },
};

/** The same shell on a wide screen: column navigation, no burger. */
export const AppShellWide: Story = {
  render: AppShell.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Пополнить' })).toBeVisible();
  },
};

/**
 * Every prop in the Controls panel, and which section is the current one: the items carry their
 * icons as nodes, so they are picked here rather than edited.
 */
export const Playground: StoryObj<SidebarProps & { current: string }> = {
  args: {
    ...Default.args,
    current: 'campaigns',
    'aria-label': 'Основное меню',
    panelLabel: 'Боковая панель',
  },
  argTypes: {
    current: {
      description: 'The current section: its link is marked aria-current="page".',
      control: 'select',
      options: items.map((item) => item.id),
    },
  },
  render: ({ current, items: sections, ...args }) => (
    <WithPage
      {...args}
      items={sections.map((item) => ({ ...item, active: item.id === current }))}
    />
  ),
  parameters: PLAYGROUND,
};
