export { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';
export { timePlayed } from './timePlayed';
