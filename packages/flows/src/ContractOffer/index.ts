export { ContractOfferForm, usePercent, type ContractOfferFormProps } from './ContractOfferForm';
