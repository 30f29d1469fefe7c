export {
  StatusScreen,
  statusScreenVariants,
  type StatusScreenProps,
  type StatusScreenVariant,
} from './StatusScreen';
