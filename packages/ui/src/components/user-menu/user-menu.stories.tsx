import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    name: 'Анна Смирнова',
    email: 'anna@example.ru',
    profileHref: '#/profile/account',
    onLogout: fn(),
  },
  render: (args) => (
    <div className="flex justify-end">
      <UserMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Анна Смирнова/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('anna@example.ru');
    const profile = screen.getByRole('menuitem', { name: 'Профиль' });
    await expect(profile).toHaveAttribute('href', '#/profile/account');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /Анна Смирнова/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Profile as a callback instead of a link. */
export const ProfileCallback: Story = {
  args: { profileHref: undefined, onProfile: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Анна Смирнова/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Профиль' }));
    await expect(args.onProfile).toHaveBeenCalledOnce();
  },
};

/** Through a router link: Radix puts the menu-item props on the returned element. */
export const WithRenderLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Анна Смирнова/ }));
    const profile = await screen.findByRole('menuitem', { name: 'Профиль' });
    await expect(profile).toHaveAttribute('data-router-link');
    // Close again: axe flags the trigger inside the region Radix hides while the menu is open.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const EmailOnly: Story = {
  args: { name: 'manager@example.ru', email: 'manager@example.ru' },
};
