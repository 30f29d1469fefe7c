export { WithdrawForm, type SecurityCenterLink, type WithdrawFormProps } from './WithdrawForm';
