export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { defaultImageLimits, type ImageLimits, type ImageRejection } from './imageLimits';
