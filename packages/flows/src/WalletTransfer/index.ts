export { WalletTransferForm, type WalletTransferFormProps } from './WalletTransferForm';
