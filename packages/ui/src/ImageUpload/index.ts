export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { checkImages, defaultImageLimits, type ImageLimits, type ImageRejection } from './imageLimits';
