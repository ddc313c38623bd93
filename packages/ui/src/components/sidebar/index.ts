export { Sidebar, type SidebarProps, type SidebarItem } from './sidebar';
