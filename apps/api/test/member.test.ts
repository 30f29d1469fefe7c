import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Raster } from '../src/security/png';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

describe('member info and icon', () => {
  it('describes the logged-in account, with the upline it can send money to', async () => {
    const answer = await api.call(contract.member.info, { token });
    expect(answer.body).toMatchObject({
      success: true,
      value: {
        account: 'demomember',
        nickname: 'Demo Member',
        type: 0,
        // Never picked one: the portal shows its neutral person icon.
        iconUrl: null,
        uplineAccount: 'agentone',
      },
    });
  });

  it('sets a built-in avatar or an uploaded image as the icon', async () => {
    const builtIn = await api.call(contract.member.updateIcon, { token, body: { imageId: '7' } });
    expect(builtIn.body).toMatchObject({ success: true, value: { iconUrl: '/assets/avatars/7.svg' } });

    const png = new Raster(4, 4, [10, 200, 30]).toPng();
    const upload = await api.call<{ imageId: string; url: string; sizeBytes: number }>(
      contract.system.uploadImage,
      {
        token,
        body: {
          fileName: 'me.png',
          contentType: 'image/png',
          dataBase64: png.toString('base64'),
          purpose: 'AVATAR',
        },
      },
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const imageId = upload.body.success ? upload.body.value.imageId : '';
    const served = await api.fetch(`/uploads/${imageId}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Stored as the image library encodes it anew: the same picture, not the same bytes.
    const stored = Buffer.from(await served.arrayBuffer());
    expect(upload.body.success && upload.body.value.sizeBytes).toBe(stored.length);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());

    const set = await api.call(contract.member.updateIcon, { token, body: { imageId } });
    expect(set.body).toMatchObject({ success: true, value: { iconUrl: `/uploads/${imageId}` } });
    const info = await api.call(contract.member.info, { token });
    expect(info.body).toMatchObject({ value: { iconUrl: `/uploads/${imageId}` } });

    // Someone else's upload cannot be borrowed.
    const other = await api.loginReady('agentone');
    const borrowed = await api.call(contract.member.updateIcon, { token: other, body: { imageId } });
    expect(borrowed.status).toBe(404);
  });

  it('refuses uploads that are not what they claim to be', async () => {
    const before = await api.rowCounts();
    const fake = await api.call(contract.system.uploadImage, {
      token,
      body: {
        fileName: 'x.png',
        contentType: 'image/png',
        dataBase64: Buffer.from('GIF89a not a png').toString('base64'),
        purpose: 'AVATAR',
      },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.success === false && fake.body.value?.issues).toEqual([
      { path: 'dataBase64', code: 'imageType' },
    ]);
    expect(await api.rowCounts()).toEqual(before);
  });
});
