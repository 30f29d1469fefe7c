export {
  SideMenu,
  type SideMenuItemProps,
  type SideMenuRootProps,
  type SideMenuSectionProps,
} from './SideMenu';
