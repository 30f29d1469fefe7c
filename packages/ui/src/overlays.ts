// Components of the overlays group; each folder exports its own public API.
export * from './Dialog';
export * from './ConfirmDialog';
export * from './AlertDialog';
export * from './Toast';
export * from './DropdownMenu';
export * from './Popover';
export * from './Tooltip';
