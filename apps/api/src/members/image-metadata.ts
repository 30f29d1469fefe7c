const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * PNG chunks that draw the image; everything else (tEXt, zTXt, iTXt, eXIf, tIME and any private
 * chunk) can carry who, where and when, and is dropped.
 */
const PNG_KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'pHYs',
]);

export type SniffedImageType = 'image/png' | 'image/jpeg';

/** The image type the bytes themselves say, whatever the upload claimed (magic bytes). */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = PNG_SIGNATURE.length;
  // A chunk: length (4), type (4), data (length), CRC (4). A truncated last chunk is dropped.
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) break;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (PNG_KEPT_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_COMMENT = 0xfe;
/** APP0 (JFIF) and APP14 (Adobe colour transform) decide how the image looks; APP1–13 and APP15 (EXIF, XMP, IPTC…) do not. */
const isJpegMetadata = (marker: number) =>
  marker === JPEG_COMMENT || (marker >= 0xe1 && marker <= 0xef && marker !== 0xee);

function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === JPEG_EOI) break;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) break;
    // The entropy-coded scans follow the first SOS: copied as they are, to the end.
    if (marker === JPEG_SOS) return Buffer.concat([...kept, bytes.subarray(offset)]);
    if (!isJpegMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.from([0xff, JPEG_EOI]));
  return Buffer.concat(kept);
}

/** The image without its metadata segments (EXIF with GPS, XMP, comments, text chunks). */
export function stripImageMetadata(bytes: Buffer, type: SniffedImageType): Buffer {
  return type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}
