// The QR code with its encoder, a chunk of its own: AppDownloadCode loads it when a code comes near.
export { QRCode } from '@portal/ui';
