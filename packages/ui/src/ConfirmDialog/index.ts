export { ConfirmDialog, confirmDialogVariants, type ConfirmDialogProps } from './ConfirmDialog';
