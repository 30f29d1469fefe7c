export {
  DropdownMenu,
  dropdownMenuItemTones,
  type DropdownMenuRootProps,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
} from './DropdownMenu';
