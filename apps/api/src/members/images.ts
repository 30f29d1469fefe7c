import { randomUUID } from 'node:crypto';
import { builtInAvatarIds, type contract, type ParsedBodyOf, type ResponseOf } from '@portal/api-contract';
import { and, count, eq, gt, sum } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database, Db } from '../db/database';
import { members, uploadedImages } from '../db/schema';
import { ApiError } from '../errors';
import { reencodeImage, sniffImageType } from './image-metadata';
import { avatarUrlOf, uploadUrlOf } from './members';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** Whether `value` can be an upload's id (a uuid column refuses anything else as a parameter). */
export function isUuid(value: string): boolean {
  return UPLOAD_ID.test(value);
}
/** SPEC §9: an uploaded image is at most 5 MB. */
const MAX_IMAGE_MEGABYTES = 5;
/** What one member may upload in a rolling day (the database holds the images). */
export const DAILY_UPLOAD_QUOTA = { images: 30, megabytes: 40 } as const;

/**
 * Stores an image a member uploads: its type sniffed from the bytes (and the claim checked against
 * it), decoded in full and encoded anew without its metadata, within the member's daily quota.
 */
export async function storeUploadedImage(
  database: Database,
  memberId: number,
  upload: ParsedBodyOf<typeof contract.system.uploadImage>,
  now: Date,
): Promise<ResponseOf<typeof contract.system.uploadImage>> {
  const received = Buffer.from(upload.dataBase64, 'base64');
  const contentType = sniffImageType(received);
  if (contentType === null || contentType !== upload.contentType)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'dataBase64', code: 'imageType' }] });
  if (received.length > MAX_IMAGE_MEGABYTES * 1024 * 1024)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'dataBase64', code: 'imageTooLarge', params: { max: MAX_IMAGE_MEGABYTES } }],
    });
  const bytes = await reencodeImage(received, contentType);
  const id = randomUUID();
  await database.transaction(async (tx) => {
    // The member's row lock makes the quota check and the insert one step for parallel uploads.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [used] = await tx
      .select({ images: count(), bytes: sum(uploadedImages.sizeBytes) })
      .from(uploadedImages)
      .where(
        and(eq(uploadedImages.memberId, memberId), gt(uploadedImages.createdAt, addSeconds(now, -86_400))),
      );
    const usedBytes = Number(used?.bytes ?? 0);
    if (
      (used?.images ?? 0) >= DAILY_UPLOAD_QUOTA.images ||
      usedBytes + bytes.length > DAILY_UPLOAD_QUOTA.megabytes * 1024 * 1024
    )
      throw new ApiError('QUOTA_EXCEEDED');
    await tx.insert(uploadedImages).values({
      id,
      memberId,
      purpose: upload.purpose,
      contentType,
      dataBase64: bytes.toString('base64'),
      sizeBytes: bytes.length,
      createdAt: now,
    });
  });
  return { imageId: id, url: uploadUrlOf(id), sizeBytes: bytes.length };
}

/** Sets the member's icon: a built-in avatar by number, or an image this member uploaded. */
export async function changeIcon(db: Db, memberId: number, imageId: string): Promise<{ iconUrl: string }> {
  const [image] = UPLOAD_ID.test(imageId)
    ? await db
        .select({ id: uploadedImages.id })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.memberId, memberId)))
    : [];
  if (!image && !(builtInAvatarIds as readonly string[]).includes(imageId)) throw new ApiError('NOT_FOUND');
  const icon = image ? image.id : imageId;
  await db.update(members).set({ icon }).where(eq(members.id, memberId));
  return { iconUrl: avatarUrlOf(icon) };
}
