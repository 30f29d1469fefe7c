export { PlayBreakForm, type PlayBreakFormProps, type PlayBreakFrameProps } from './PlayBreakForm';
