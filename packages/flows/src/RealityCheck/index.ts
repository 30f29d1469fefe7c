export { RealityCheckDialog, timePlayed, type RealityCheckDialogProps } from './RealityCheckDialog';
