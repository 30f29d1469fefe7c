export { QRCode, qrCodeSizes, type QRCodeProps } from './QRCode';
export { QRCodeSpace, type QRCodeSpaceProps } from './QRCodeFrame';
