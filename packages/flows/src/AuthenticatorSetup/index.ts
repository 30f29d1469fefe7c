export * from './AuthenticatorSetupForm';
