export { UplineTransferForm, type UplineTransferFormProps } from './UplineTransferForm';
