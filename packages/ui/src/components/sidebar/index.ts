export { Sidebar } from './sidebar';
export type { SidebarProps, SidebarItem } from './sidebar.types';
