export { TextField, textFieldSizes, type TextFieldProps } from './TextField';
