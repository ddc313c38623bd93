export { UserMenu, type UserMenuProps } from './user-menu';
export { UserMenuButton, initialsOf, type UserMenuButtonProps } from './user-menu-button';
