export { DownlineTransferForm, type DownlineTransferFormProps } from './DownlineTransferForm';
