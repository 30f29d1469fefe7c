export * from './SmsCountdownButton';
