export * from './ContractReview';
