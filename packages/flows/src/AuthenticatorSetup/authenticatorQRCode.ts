// The QR code with its encoder, a chunk of its own: the set-up form loads it with the key it draws.
export { QRCode } from '@portal/ui';
