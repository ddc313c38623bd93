import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from '../user-menu';
import { TopBar } from './top-bar';
import { componentModes, PLAYGROUND } from '../../../../../.storybook/visual';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: {
    logo: (
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
      >
        Э
      </span>
    ),
    tenantName: 'Экран',
    balance: 120000,
    availableBalance: 95500.5,
    onTopUp: fn(),
    onMenuClick: fn(),
    userMenu: (
      <UserMenu
        name="Анна Смирнова"
        email="anna@example.ru"
        profileHref="#/profile/account"
        onLogout={fn()}
      />
    ),
  },
  argTypes: {
    tenantName: {
      description: "The tenant's name beside its logo.",
      control: 'text',
    },
    balance: {
      description:
        'The balance in roubles, formatted here («120 000,00 ₽»); unset with availableBalance too for a bar without money (a shared view).',
      control: 'number',
    },
    availableBalance: {
      description: 'What running campaigns have not reserved, in roubles: what can still be spent.',
      control: 'number',
    },
    balanceLoading: {
      description: 'The balance is loading: placeholders in place of the figures.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    topUpPending: {
      description: 'The top-up is being prepared: «Пополнить» spins and ignores clicks.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    menuOpen: {
      description:
        "Whether the sidebar's drawer is open: the burger's aria-expanded (narrow screens).",
      control: 'boolean',
    },
    logo: {
      description: "The tenant's logo: an img with alt text, or a link around it.",
      control: false,
    },
    userMenu: { description: 'The user menu (UserMenu).', control: false },
    onTopUp: {
      description: 'Shows «Пополнить»; the app opens the deposit bill here.',
      control: false,
    },
    onMenuClick: {
      description: 'Shows the burger on narrow screens; it opens the sidebar drawer.',
      control: false,
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByText('Баланс').nextElementSibling).toHaveTextContent('120 000,00 ₽');
    await expect(canvas.getByText('Доступно').nextElementSibling).toHaveTextContent('95 500,50 ₽');
    await userEvent.click(canvas.getByRole('button', { name: 'Пополнить' }));
    await expect(args.onTopUp).toHaveBeenCalledOnce();
  },
};

export const BalanceLoading: Story = {
  args: { balanceLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('120 000,00 ₽')).not.toBeInTheDocument();
  },
};

export const TopUpPending: Story = {
  args: { topUpPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Пополнить' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onTopUp).not.toHaveBeenCalled();
  },
};

/** The public shared-campaign view: branding only, no balance, no menu. */
export const BrandingOnly: Story = {
  args: {
    balance: undefined,
    availableBalance: undefined,
    onTopUp: undefined,
    onMenuClick: undefined,
    userMenu: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Баланс')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Balances passed as ready nodes (e.g. a value with a tooltip). */
export const CustomBalanceNodes: Story = {
  args: { balance: <span>1 000,00 ₽</span>, availableBalance: '—' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Доступно').nextElementSibling).toHaveTextContent('—');
  },
};

/** The API may send money as numeric strings; they are formatted like numbers. */
export const NumericStrings: Story = {
  args: { balance: '1500.5', availableBalance: '0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Баланс').nextElementSibling).toHaveTextContent('1 500,50 ₽');
    await expect(canvas.getByText('Доступно').nextElementSibling).toHaveTextContent('0,00 ₽');
  },
};

/**
 * A phone (below md): the balance folds into a chip that opens Баланс, Доступно and «Пополнить»;
 * the user menu shows its avatar only. Nothing is wider than the 375 px screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  play: async ({ canvas, canvasElement }) => {
    // The wide bar's figures and button are hidden (display: none), out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Пополнить' })).not.toBeInTheDocument();
    const chip = canvas.getByRole('button', { name: /^Баланс:\s+120\s000,00\s₽$/ });
    await userEvent.click(chip);
    const popover = await within(document.body).findByRole('menu', { name: /^Баланс/ });
    await expect(within(popover).getByText('Доступно').nextElementSibling).toHaveTextContent(
      '95 500,50 ₽',
    );
    await expect(within(popover).getByRole('menuitem', { name: 'Пополнить' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/** «Пополнить» in the phone's balance menu closes it and starts the top-up. */
export const PhoneTopUp: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Баланс:/ }));
    const popover = await within(document.body).findByRole('menu', { name: /^Баланс/ });
    await userEvent.click(within(popover).getByRole('menuitem', { name: 'Пополнить' }));
    await expect(args.onTopUp).toHaveBeenCalledOnce();
    await expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument();
    // The closed menu gives focus back to its trigger a moment later: the picture waits for it.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Баланс:/ })).toHaveFocus());
  },
};

/** Every prop in the Controls panel; switch the viewport to a phone for the balance chip and the burger. */
export const Playground: Story = {
  args: {
    tenantName: 'Экран',
    balance: 120000,
    availableBalance: 95500.5,
    balanceLoading: false,
    topUpPending: false,
    menuOpen: false,
  },
  parameters: PLAYGROUND,
};
