export * from './ChangePasswordForm';
