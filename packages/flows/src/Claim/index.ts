export { ClaimButton, type ClaimButtonProps } from './ClaimButton';
