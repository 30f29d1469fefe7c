// The QR code with its encoder, a chunk of its own: DeferredQRCode loads it when a code is drawn.
export { QRCode } from '@portal/ui';
