export { CaptchaField, captchaStatuses, type CaptchaFieldProps, type CaptchaStatus } from './CaptchaField';
