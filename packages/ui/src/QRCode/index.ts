export { QRCode, qrCodeSizes, type QRCodeProps } from './QRCode';
