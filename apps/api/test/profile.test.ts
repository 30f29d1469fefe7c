import { contract, profileFieldNames, type MemberProfile } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
const PASSWORD = 'profile-test-pass-1';
const site = { registerUrl: 'https://aurora.localhost/register', domain: 'aurora.localhost' };

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

/** A new aurora member with the real name registration asks for, and nothing else in their profile. */
async function newMember(username: string, payeeName = 'Juan Dela Cruz'): Promise<string> {
  const { captchaKey, captcha } = await api.captcha();
  const answer = await api.call<{ token: string }>(contract.auth.register, {
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName,
      captcha,
      captchaKey,
      ...site,
    },
  });
  expect(answer.body).toMatchObject({ success: true });
  return (answer.body as { value: { token: string } }).value.token;
}

async function profileOf(token: string): Promise<MemberProfile> {
  const answer = await api.call<MemberProfile>(contract.member.profile, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { value: MemberProfile }).value;
}

function fieldsOf(profile: MemberProfile) {
  return Object.fromEntries(profile.fields.map(({ name, value, fixed }) => [name, { value, fixed }]));
}

describe('member profile', () => {
  it('lists every field in order with its state, the avatar and the twelve avatars offered', async () => {
    const token = await api.loginReady('demomember');
    const profile = await profileOf(token);
    expect(profile.fields.map(({ name }) => name)).toEqual([...profileFieldNames]);
    expect(fieldsOf(profile)).toMatchObject({
      nickname: { value: 'Demo Member', fixed: false },
      payeeName: { value: 'Demo Member', fixed: true },
      email: { value: 'demomember@aurora.example', fixed: true },
      mobileNum: { value: '+63 9171234567', fixed: true },
      birthday: { value: null, fixed: false },
    });
    // No avatar picked yet, so none of the offered ones is the member's.
    expect(profile.iconUrl).toBeNull();
    expect(profile.avatars).toHaveLength(12);
    expect(profile.avatars[6]).toEqual({ iconId: '7', url: '/assets/avatars/7.svg' });
  });

  it('sets empty fields once: they are fixed afterwards, and the nickname stays changeable', async () => {
    const token = await newMember('profilefill1');
    expect(fieldsOf(await profileOf(token)).birthday).toEqual({ value: null, fixed: false });
    const saved = await api.call<MemberProfile>(contract.member.updateProfile, {
      token,
      body: { birthday: '1990-04-15', nickname: 'Juan', telegram: '@juandc' },
    });
    expect(saved.status).toBe(200);
    expect(fieldsOf(await profileOf(token))).toMatchObject({
      nickname: { value: 'Juan', fixed: false },
      payeeName: { value: 'Juan Dela Cruz', fixed: true },
      birthday: { value: '1990-04-15', fixed: true },
      telegram: { value: '@juandc', fixed: true },
      zalo: { value: null, fixed: false },
    });

    const renamed = await api.call(contract.member.updateProfile, { token, body: { nickname: 'Johnny' } });
    expect(renamed.status).toBe(200);
    const info = await api.call(contract.member.info, { token });
    expect(info.body).toMatchObject({ value: { nickname: 'Johnny' } });
  });

  it('refuses a new value for a fixed field with PROFILE_FIELD_FIXED and saves nothing of that request', async () => {
    const token = await newMember('profilefill2', 'Maria Santos');
    const refused = await api.call(contract.member.updateProfile, {
      token,
      body: { payeeName: 'Someone Else', occupation: 'Teacher' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'PROFILE_FIELD_FIXED',
      value: { issues: [{ path: 'payeeName', code: 'fieldFixed' }] },
    });
    expect(fieldsOf(await profileOf(token))).toMatchObject({
      payeeName: { value: 'Maria Santos', fixed: true },
      occupation: { value: null, fixed: false },
    });
  });

  it('checks each value by the shared rules and answers every problem under its field', async () => {
    const token = await newMember('profilefill3');
    const refused = await api.call(contract.member.updateProfile, {
      token,
      body: { nickname: 'J', birthday: '2990-01-01', mobileNum: '12345678' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const issues = (refused.body as { value: { issues: { path: string; code: string }[] } }).value.issues;
    expect(issues.map(({ path, code }) => [path, code])).toEqual([
      ['nickname', 'pattern.any'],
      ['mobileNum', 'mobileDigits'],
      ['birthday', 'birthdayInvalid'],
    ]);
    const impossible = await api.call(contract.member.updateProfile, {
      token,
      body: { birthday: '1990-02-30' },
    });
    expect(impossible.status).toBe(400);
    expect(fieldsOf(await profileOf(token)).birthday).toEqual({ value: null, fixed: false });
  });

  it('binds a mobile number with the white label dialing code, one account per number', async () => {
    const token = await newMember('profilefill4');
    const taken = await api.call(contract.member.updateProfile, { token, body: { mobileNum: '9171234567' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ value: { issues: [{ path: 'mobileNum', code: 'mobileTaken' }] } });
    const bound = await api.call(contract.member.updateProfile, { token, body: { mobileNum: '9170000444' } });
    expect(bound.status).toBe(200);
    expect(fieldsOf(await profileOf(token)).mobileNum).toEqual({ value: '+63 9170000444', fixed: true });
  });

  it('sets one of the offered avatars, which member.info and the profile then show', async () => {
    const token = await newMember('profilefill5');
    expect((await profileOf(token)).iconUrl).toBeNull();
    const set = await api.call(contract.member.updateIcon, { token, body: { imageId: '12' } });
    expect(set.body).toMatchObject({ success: true, value: { iconUrl: '/assets/avatars/12.svg' } });
    expect((await profileOf(token)).iconUrl).toBe('/assets/avatars/12.svg');
    const info = await api.call(contract.member.info, { token });
    expect(info.body).toMatchObject({ value: { iconUrl: '/assets/avatars/12.svg' } });
    const unknown = await api.call(contract.member.updateIcon, { token, body: { imageId: '13' } });
    expect(unknown.status).toBe(404);
  });
});
