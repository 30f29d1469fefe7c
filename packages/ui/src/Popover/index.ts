export { Popover, popoverSides, type PopoverContentProps } from './Popover';
