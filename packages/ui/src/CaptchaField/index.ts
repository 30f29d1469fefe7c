export { CaptchaField, toImageSrc, type CaptchaFieldProps } from './CaptchaField';
export { captchaRefreshIntervalMs, createThrottle } from './throttle';
