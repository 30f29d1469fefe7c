export { LimitsForm, type LimitsFormProps } from './LimitsForm';
