export * from './RegistrationForm';
