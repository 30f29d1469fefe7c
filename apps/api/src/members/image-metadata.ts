import type { ValidationCode } from '@portal/api-contract/validation';
import sharp from 'sharp';
import { ApiError } from '../errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Most pixels an upload may decode to: a 48-megapixel phone photo fits, a small file that inflates
 * to gigabytes of pixels (a decompression bomb) does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Uploads are decoded one at a time per image, and nothing decoded is kept for later requests.
sharp.cache(false);
sharp.concurrency(1);

export type SniffedImageType = 'image/png' | 'image/jpeg';

/** The image type the bytes themselves say, whatever the upload claimed (magic bytes). */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const refusal = (code: ValidationCode, params?: Record<string, number>) =>
  new ApiError('VALIDATION_FAILED', {
    issues: [{ path: 'dataBase64', code, ...(params ? { params } : {}) }],
  });

/**
 * The picture decoded in full and encoded anew in its own type: what is stored is only pixels the
 * image library drew, so no metadata (EXIF with GPS, XMP, comments, text chunks) and no bytes
 * hidden after the image survive. A file that does not decode completely (truncated, corrupt, no
 * pixels) is refused with `imageUnreadable`, one that would decode to more than
 * {@link MAX_IMAGE_PIXELS} with `imageTooManyPixels`, before its pixels are inflated.
 */
export async function reencodeImage(bytes: Buffer, type: SniffedImageType): Promise<Buffer> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(bytes).metadata();
  } catch {
    throw refusal('imageUnreadable');
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) throw refusal('imageUnreadable');
  if (width * height > MAX_IMAGE_PIXELS)
    throw refusal('imageTooManyPixels', { max: Math.floor(MAX_IMAGE_PIXELS / 1_000_000) });
  try {
    // failOn 'error' refuses truncated and corrupt pixel data instead of filling it in grey.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw refusal('imageUnreadable');
  }
}
