export { DepositForm, type DepositFormProps } from './DepositForm';
