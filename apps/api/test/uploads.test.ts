import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_UPLOAD_QUOTA } from '../src/members/images';
import { pngChunk, Raster } from '../src/security/png';
import { startTestServer, type TestServer } from './support/server';

// L5: an uploaded image's type comes from its bytes, its metadata is stripped, and a member has a
// daily quota. (Withdrawal proofs served only to their owner and operators: funds-withdrawals.test.ts.)

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

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

async function upload(bytes: Buffer, contentType: string, purpose = 'AVATAR') {
  return api.call<{ imageId: string; sizeBytes: number }>(contract.system.uploadImage, {
    token,
    body: { fileName: 'photo', contentType, dataBase64: bytes.toString('base64'), purpose },
  });
}

async function served(imageId: string): Promise<{ type: string | null; bytes: Buffer }> {
  const response = await api.fetch(`/uploads/${imageId}`);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('uploaded images (L5)', () => {
  it('strips text and EXIF chunks from a PNG and keeps the picture', async () => {
    const clean = new Raster(2, 2, [1, 2, 3]).toPng();
    const iend = clean.subarray(clean.length - 12);
    const body = clean.subarray(0, clean.length - 12);
    const tagged = Buffer.concat([
      body,
      pngChunk('tEXt', Buffer.from('Author\0Jane Roe, 14.5995 N 120.9842 E', 'latin1')),
      pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude', 'latin1')),
      iend,
    ]);
    const answer = await upload(tagged, 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!answer.body.success) return;
    const image = await served(answer.body.value.imageId);
    expect(image.type).toBe('image/png');
    expect(image.bytes).toEqual(clean);
    expect(answer.body.value.sizeBytes).toBe(clean.length);
  });

  it('strips EXIF, XMP and comments from a JPEG and keeps JFIF, tables and the scan', async () => {
    const jfif = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
    const exif = jpegSegment(0xe1, Buffer.from('Exif\0\0GPSLatitude 14.5995', 'latin1'));
    const xmp = jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1'));
    const comment = jpegSegment(0xfe, Buffer.from('shot at home', 'latin1'));
    const quantisation = jpegSegment(0xdb, Buffer.alloc(65, 1));
    const scan = Buffer.concat([
      jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
      Buffer.from([0x12, 0x34, 0xff, 0xd9]),
    ]);
    const soi = Buffer.from([0xff, 0xd8]);
    const answer = await upload(
      Buffer.concat([soi, jfif, exif, xmp, comment, quantisation, scan]),
      'image/jpeg',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!answer.body.success) return;
    const image = await served(answer.body.value.imageId);
    expect(image.type).toBe('image/jpeg');
    expect(image.bytes).toEqual(Buffer.concat([soi, jfif, quantisation, scan]));
    expect(image.bytes.toString('latin1')).not.toMatch(/GPS|xmpmeta|home/u);
  });

  it('takes the type from the bytes: a claim that disagrees, or bytes that are no image, are refused', async () => {
    const png = new Raster(2, 2, [1, 2, 3]).toPng();
    for (const [bytes, claimed] of [
      [png, 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    ] as const) {
      const answer = await upload(bytes, claimed);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it(`holds a member to ${DAILY_UPLOAD_QUOTA.images} images a day`, async () => {
    const png = new Raster(2, 2, [9, 9, 9]).toPng();
    const statuses: number[] = [];
    // Two uploads above already count.
    for (let sent = 3; sent <= DAILY_UPLOAD_QUOTA.images; sent += 1)
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
