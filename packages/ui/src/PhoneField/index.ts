export { PhoneField, sanitizeDigits, type DialingCode, type PhoneFieldProps } from './PhoneField';
