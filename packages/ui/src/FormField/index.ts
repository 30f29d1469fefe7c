export { FormField, type FormFieldProps, type FieldControlProps } from './FormField';
export { FieldError, FieldHint, RequiredMarker, type FieldMessageProps } from './FieldParts';
