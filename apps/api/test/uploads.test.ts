import { deflateSync } from 'node:zlib';
import { contract } from '@portal/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../src/members/image-metadata';
import { DAILY_UPLOAD_QUOTA } from '../src/members/images';
import { pngChunk, Raster } from '../src/security/png';
import { startTestServer, type TestServer } from './support/server';

// An uploaded image's type comes from its bytes; it must decode completely and is stored as the
// image library encodes it anew (no metadata); private purposes are served to their owner only; a
// member has a daily quota.
// (Withdrawal proofs served only to their owner and operators: funds-withdrawals.test.ts.)

let api: TestServer;
let token: string;

beforeAll(async () => {
  // Uploads are rate limited per minute; the quota is what this file tests.
  api = await startTestServer({ rateLimits: false });
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

async function upload(bytes: Buffer, contentType: string, purpose = 'AVATAR') {
  return api.call<{ imageId: string; sizeBytes: number }>(contract.system.uploadImage, {
    token,
    body: { fileName: 'photo', contentType, dataBase64: bytes.toString('base64'), purpose },
  });
}

async function served(imageId: string, bearer: string | null = null) {
  const response = await api.fetch(`/uploads/${imageId}`, {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Raw RGB pixels of `bytes`, as the image library decodes them. */
async function pixelsOf(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A grey PNG whose header says `width` × `height`, with the rows of zeros it needs (bit depth 1). */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = new Raster(16, 12, [200, 40, 90]);
for (let x = 0; x < 16; x += 1) picture.set(x, x % 12, [10, 220, 30]);

describe('uploaded images', () => {
  it('stores a PNG encoded anew: the same pixels, without its text and EXIF chunks', async () => {
    const clean = picture.toPng();
    const iend = clean.subarray(clean.length - 12);
    const tagged = Buffer.concat([
      clean.subarray(0, clean.length - 12),
      pngChunk('tEXt', Buffer.from('Author\0Jane Roe, 14.5995 N 120.9842 E', 'latin1')),
      pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude', 'latin1')),
      iend,
      // Bytes after the end of the image are not the image's.
      Buffer.from('<script>hidden</script>', 'latin1'),
    ]);
    const answer = await upload(tagged, 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!answer.body.success) return;
    const image = await served(answer.body.value.imageId);
    expect(image.type).toBe('image/png');
    expect(image.bytes.toString('latin1')).not.toMatch(/Jane Roe|GPS|tEXt|eXIf|script/u);
    expect(await pixelsOf(image.bytes)).toEqual(await pixelsOf(clean));
    expect(answer.body.value.sizeBytes).toBe(image.bytes.length);
  });

  it('stores a JPEG encoded anew without its EXIF, upright as the camera meant it', async () => {
    const photo = await sharp(picture.toPng())
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Jane Roe', ImageDescription: 'shot at home' } })
      .toBuffer();
    expect(photo.toString('latin1')).toContain('Jane Roe');
    const answer = await upload(photo, 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!answer.body.success) return;
    const image = await served(answer.body.value.imageId);
    expect(image.type).toBe('image/jpeg');
    expect(image.bytes.toString('latin1')).not.toMatch(/Jane Roe|shot at home|Exif/u);
    // Orientation 6 turns the 16 × 12 picture a quarter: stored as it is shown.
    const metadata = await sharp(image.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([12, 16, undefined]);
  });

  it('takes the type from the bytes: a claim that disagrees, or bytes that are no image, are refused', async () => {
    const png = picture.toPng();
    for (const [bytes, claimed] of [
      [png, 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    ] as const) {
      const answer = await upload(bytes, claimed);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { issues: [{ path: 'dataBase64', code: 'imageType' }] },
      });
    }
  });

  it('refuses what does not decode completely, and decompression bombs, storing nothing', async () => {
    const png = picture.toPng();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const cases: [string, Buffer, string, string][] = [
      ['the PNG signature alone', png.subarray(0, 8), 'image/png', 'imageUnreadable'],
      [
        'a PNG cut in the middle',
        png.subarray(0, Math.floor(png.length * 0.6)),
        'image/png',
        'imageUnreadable',
      ],
      [
        'a JPEG cut in the middle',
        jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
        'image/jpeg',
        'imageUnreadable',
      ],
      ['a PNG of no pixels', greyPng(0, 10), 'image/png', 'imageUnreadable'],
      [
        'a PNG of 100 megapixels in a few kilobytes',
        greyPng(10_000, 10_000),
        'image/png',
        'imageTooManyPixels',
      ],
    ];
    for (const [label, bytes, contentType, code] of cases) {
      const before = await api.rowCounts();
      const answer = await upload(bytes, contentType);
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { issues: [{ path: 'dataBase64', code }] },
      });
      expect(await api.rowCounts(), label).toEqual(before);
    }
    expect(greyPng(10_000, 10_000).length).toBeLessThan(64 * 1024);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it('serves a feedback screenshot to its owner only, never from a shared cache', async () => {
    const answer = await upload(picture.toPng(), 'image/png', 'FEEDBACK');
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    const { imageId } = answer.body.value;
    expect((await served(imageId)).status).toBe(404);
    const other = await api.loginReady('agentone');
    expect((await served(imageId, other)).status).toBe(404);
    const own = await served(imageId, token);
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe('private, no-store');
    const avatar = await upload(picture.toPng(), 'image/png', 'AVATAR');
    if (!avatar.body.success) throw new Error(JSON.stringify(avatar.body));
    expect((await served(avatar.body.value.imageId)).cacheControl).toContain('public');
  });

  it(`holds a member to ${DAILY_UPLOAD_QUOTA.images} images a day`, async () => {
    const png = new Raster(2, 2, [9, 9, 9]).toPng();
    const statuses: number[] = [];
    // Four uploads above already count.
    for (let sent = 5; sent <= DAILY_UPLOAD_QUOTA.images; sent += 1)
      statuses.push((await upload(png, 'image/png')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await upload(png, 'image/png');
    expect(over.body.code).toBe('QUOTA_EXCEEDED');
    api.clock.advanceSeconds(86_401);
    // A day on, the session has ended too: a new login, the same member.
    const login = await api.login('demomember', 'Changed2026');
    if (!login.body.success) throw new Error(JSON.stringify(login.body));
    token = login.body.value.token;
    expect((await upload(png, 'image/png')).status).toBe(200);
  });
});
