export { ErrorState, errorStateVariants, type ErrorStateProps, type ErrorStateVariant } from './ErrorState';
