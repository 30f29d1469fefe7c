// Components of the forms group; each folder exports its own public API.
export * from './TextField';
export * from './PasswordField';
export * from './Checkbox';
export * from './Textarea';
export * from './PhoneField';
export * from './VerificationCodeField';
export * from './CaptchaField';
export * from './ImageUpload';
export * from './Select';
export * from './RadioGroup';
export * from './DateRangePicker';
export * from './SearchField';
