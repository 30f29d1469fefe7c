export { FormField, type FormFieldProps, type FieldControlProps } from './FormField';
