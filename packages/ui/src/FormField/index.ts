export { FormField, type FormFieldProps, type FieldControlProps } from './FormField';
export type { FieldMessageProps } from './FieldHint';
