import {
  gameSessionsLogoutSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletTransferRequestSchema,
  walletTransferSchema,
} from '../schemas/member';
import { defineEndpoint, relayPath } from './define';

export const wallet = {
  balance: defineEndpoint({
    id: 'wallet.balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'token',
    encrypted: false,
    moneyMoving: false,
    response: walletBalanceSchema,
    summary: 'Main wallet balance and vendor wallet balances, in minor units.',
  }),
  transfer: defineEndpoint({
    id: 'wallet.transfer',
    method: 'POST',
    path: relayPath('GCS_walletTransfer'),
    auth: 'token',
    encrypted: false,
    moneyMoving: true,
    body: walletTransferRequestSchema,
    response: walletTransferSchema,
    summary: 'Moves money between the main wallet and a vendor wallet.',
  }),
  logoutGameSessions: defineEndpoint({
    id: 'wallet.logoutGameSessions',
    method: 'POST',
    path: '/wps/session/logout',
    auth: 'token',
    encrypted: false,
    moneyMoving: true,
    response: gameSessionsLogoutSchema,
    summary: 'Closes open vendor game sessions and returns their balances to the main wallet.',
  }),
  merchantWallet: defineEndpoint({
    id: 'wallet.merchantWallet',
    method: 'GET',
    path: relayPath('GCS_merchantWallet'),
    auth: 'token',
    encrypted: false,
    moneyMoving: false,
    response: merchantWalletSchema,
    summary: 'Whether the merchant runs a single (seamless) wallet.',
  }),
};
