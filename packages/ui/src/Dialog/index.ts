export {
  Dialog,
  DIALOG_OPEN_DELAY_MS,
  dialogSizes,
  type DialogRootProps,
  type DialogContentProps,
} from './Dialog';
