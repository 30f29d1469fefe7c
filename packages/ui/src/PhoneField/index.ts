export { PhoneField, type DialingCode, type PhoneFieldProps } from './PhoneField';
