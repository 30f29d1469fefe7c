export * from './ForgotPasswordForm';
