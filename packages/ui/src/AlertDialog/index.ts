export {
  AlertDialog,
  alertDialogTones,
  alertDialogToneIcons,
  type AlertDialogProps,
  type AlertDialogTone,
} from './AlertDialog';
