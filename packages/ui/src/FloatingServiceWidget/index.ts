export {
  FloatingServiceWidget,
  floatingServiceKinds,
  floatingServicePositions,
  type FloatingServiceItem,
  type FloatingServiceKind,
  type FloatingServiceWidgetProps,
} from './FloatingServiceWidget';
