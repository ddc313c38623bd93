export { UserMenu, initialsOf, type UserMenuProps } from './user-menu';
