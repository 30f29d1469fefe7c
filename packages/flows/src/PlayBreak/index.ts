export { PlayBreakForm, type PlayBreakFormProps } from './PlayBreakForm';
