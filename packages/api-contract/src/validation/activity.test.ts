import { describe, expect, it } from 'vitest';
import { activityApplyFormSchema, activityApplySchema, imageSchema } from './activity';
import { validate } from './issues';

const MB = 1024 * 1024;
const png = { name: 'proof.png', type: 'image/png', size: MB };

describe('activity apply', () => {
  it('accepts up to three png or jpg images of 5 MB each and a 140 character comment', () => {
    const images = [
      png,
      { name: 'a.JPG', type: 'image/jpeg', size: 5 * MB },
      { name: 'b.jpeg', type: '', size: 10 },
    ];
    expect(validate(activityApplySchema, { comment: 'x'.repeat(140), images })).toMatchObject({
      success: true,
    });
  });

  it('rejects a longer comment', () => {
    expect(validate(activityApplySchema, { comment: 'x'.repeat(141) })).toEqual({
      success: false,
      issues: [{ path: ['comment'], code: 'maxLength', params: { max: 140 } }],
    });
  });

  it('rejects other image types, large images and a fourth image', () => {
    expect(validate(imageSchema, { name: 'x.gif', type: 'image/gif', size: 1 })).toMatchObject({
      success: false,
      issues: [{ code: 'imageType' }],
    });
    expect(validate(imageSchema, { name: 'x.gif', type: 'image/png', size: 1 })).toMatchObject({
      success: false,
      issues: [{ code: 'imageType' }],
    });
    expect(validate(imageSchema, { ...png, size: 5 * MB + 1 })).toMatchObject({
      success: false,
      issues: [{ code: 'imageTooLarge', params: { max: 5 } }],
    });
    expect(validate(activityApplySchema, { images: [png, png, png, png] })).toEqual({
      success: false,
      issues: [{ path: ['images'], code: 'imageTooMany', params: { max: 3 } }],
    });
  });

  it('points at the image that is wrong', () => {
    expect(
      validate(activityApplySchema, { images: [png, { name: 'x.bmp', type: 'image/bmp', size: 1 }] }),
    ).toEqual({
      success: false,
      issues: [{ path: ['images', 1], code: 'imageType', params: {} }],
    });
  });

  it("follows the activity's own form: a required comment and fewer images", () => {
    const schema = activityApplyFormSchema({ commentRequired: true, maxImages: 1 });
    expect(validate(schema, { comment: '  ', images: [png, png] })).toEqual({
      success: false,
      issues: [
        { path: ['comment'], code: 'required', params: {} },
        { path: ['images'], code: 'imageTooMany', params: { max: 1 } },
      ],
    });
    expect(validate(schema, { comment: 'My first deposit', images: [png] })).toMatchObject({ success: true });
  });
});
