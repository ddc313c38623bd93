import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DeferredMenu, lazyPart } from '../../lib/lazy-part';
import { UserMenu, type UserMenuProps } from './user-menu';
import { UserMenuButton } from './user-menu-button';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    name: 'Анна Смирнова',
    email: 'anna@example.ru',
    profileHref: '#/profile/account',
    onLogout: fn(),
  },
  argTypes: {
    name: {
      description:
        "Who is signed in: the full name, or the e-mail when there is none; the avatar's initials.",
      control: 'text',
    },
    email: {
      description: 'The e-mail under the name in the menu; not shown again when it is the name.',
      control: 'text',
    },
    profileHref: {
      description:
        "The profile's address: «Профиль» is a link; empty makes it call onProfile instead.",
      control: 'text',
    },
    defaultOpen: {
      description:
        "Opens the menu on mount (a stand-in clicked while the menu's code loaded); here, to look at the menu.",
      control: 'boolean',
    },
    onLogout: { control: false },
    onProfile: {
      description: 'Called by «Профиль» when there is no profileHref.',
      control: false,
    },
    renderLink: { description: "Renders the profile link: the router's Link.", control: false },
    children: { description: 'More items (DropdownMenuItem) before «Выйти».', control: false },
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

/** The menu's code arriving 300 ms after it is asked for, as over a phone's network. */
function DeferredUserMenu(props: UserMenuProps) {
  const [part] = useState(() =>
    lazyPart(
      () => new Promise<typeof UserMenu>((resolve) => setTimeout(() => resolve(UserMenu), 300)),
    ),
  );
  return (
    <DeferredMenu<UserMenuProps>
      part={part}
      props={props}
      placeholder={(trigger) => <UserMenuButton name={props.name} {...trigger} />}
    />
  );
}

/**
 * In the signed-in frame the menu's code loads on first use (DeferredMenu). Until then a
 * stand-in with the same look and name shows; pressed by keyboard, the menu opens once its code is
 * in, with the focus carried over.
 */
export const LoadsOnFirstUse: Story = {
  render: (args) => (
    <div className="flex justify-end">
      <DeferredUserMenu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const standIn = canvas.getByRole('button', { name: /Анна Смирнова/ });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    standIn.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('anna@example.ru');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu's own trigger took the stand-in's place and the focus.
    const trigger = canvas.getByRole('button', { name: /Анна Смирнова/ });
    await expect(trigger).not.toBe(standIn);
    await expect(trigger).toHaveFocus();
  },
};

/** Every prop in the Controls panel; the menu opens anew when defaultOpen changes, as it is read once. */
export const Playground: Story = {
  args: {
    name: 'Анна Смирнова',
    email: 'anna@example.ru',
    profileHref: '#/profile/account',
    defaultOpen: false,
    onProfile: fn(),
  },
  render: (args) => (
    <div className="flex justify-end">
      <UserMenu key={String(args.defaultOpen)} {...args} />
    </div>
  ),
  parameters: PLAYGROUND,
};
