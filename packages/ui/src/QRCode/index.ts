export { QRCode, qrCodeSizes, qrPath, type QRCodeProps } from './QRCode';
