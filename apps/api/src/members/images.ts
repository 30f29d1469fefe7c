import { randomUUID } from 'node:crypto';
import type { contract, ParsedBodyOf, ResponseOf } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, uploadedImages } from '../db/schema';
import { ApiError } from '../errors';
import { iconUrlOf } from './members';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** Whether `value` can be an upload's id (a uuid column refuses anything else as a parameter). */
export function isUuid(value: string): boolean {
  return UPLOAD_ID.test(value);
}
const BUILT_IN_AVATAR = /^(?:[1-9]|1[0-2])$/u;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** SPEC §9: an uploaded image is at most 5 MB. */
const MAX_IMAGE_MEGABYTES = 5;

/** Stores an image a member uploads, after checking that the bytes are the PNG or JPEG it claims. */
export async function storeUploadedImage(
  db: Db,
  memberId: number,
  upload: ParsedBodyOf<typeof contract.system.uploadImage>,
  now: Date,
): Promise<ResponseOf<typeof contract.system.uploadImage>> {
  const bytes = Buffer.from(upload.dataBase64, 'base64');
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (upload.contentType === 'image/png' ? !isPng : !isJpeg)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'dataBase64', code: 'imageType' }] });
  if (bytes.length > MAX_IMAGE_MEGABYTES * 1024 * 1024)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'dataBase64', code: 'imageTooLarge', params: { max: MAX_IMAGE_MEGABYTES } }],
    });
  const id = randomUUID();
  await db.insert(uploadedImages).values({
    id,
    memberId,
    purpose: upload.purpose,
    contentType: upload.contentType,
    dataBase64: bytes.toString('base64'),
    sizeBytes: bytes.length,
    createdAt: now,
  });
  return { imageId: id, url: `/uploads/${id}`, sizeBytes: bytes.length };
}

/** Sets the member's icon: a built-in avatar by number, or an image this member uploaded. */
export async function changeIcon(db: Db, memberId: number, imageId: string): Promise<{ iconUrl: string }> {
  const [image] = UPLOAD_ID.test(imageId)
    ? await db
        .select({ id: uploadedImages.id })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.memberId, memberId)))
    : [];
  if (!image && !BUILT_IN_AVATAR.test(imageId)) throw new ApiError('NOT_FOUND');
  const icon = image ? image.id : imageId;
  await db.update(members).set({ icon }).where(eq(members.id, memberId));
  return { iconUrl: iconUrlOf({ icon }) };
}
