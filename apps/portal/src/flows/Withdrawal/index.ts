export * from './WithdrawalConfirmation';
