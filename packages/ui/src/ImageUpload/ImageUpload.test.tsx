import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { ImageUpload } from './ImageUpload';
import { checkImages, defaultImageLimits } from './imageLimits';

fieldTestSuite('ImageUpload', {
  role: 'group',
  render: ({ label, ...props }) => <ImageUpload {...props} legend={label} />,
  control: (group) => group.querySelector('input')!,
});

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

describe('checkImages', () => {
  it('accepts png and jpg, rejects other types', () => {
    const { accepted, rejected } = checkImages(
      [],
      [
        file('a.png', 'image/png'),
        file('b.jpg', 'image/jpeg'),
        file('c.gif', 'image/gif'),
        file('d.webp', 'image/webp'),
      ],
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['c.gif', 'type'],
      ['d.webp', 'type'],
    ]);
  });

  it('falls back to the extension when the type is unknown', () => {
    const { accepted, rejected } = checkImages([], [file('photo.JPEG', ''), file('notes.txt', '')]);
    expect(accepted.map((f) => f.name)).toEqual(['photo.JPEG']);
    expect(rejected[0]?.reason).toBe('type');
  });

  it('allows exactly 5 MB and rejects a byte more', () => {
    const { accepted, rejected } = checkImages(
      [],
      [file('ok.png', 'image/png', 5 * MB), file('big.png', 'image/png', 5 * MB + 1)],
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(rejected).toEqual([{ reason: 'size', file: expect.objectContaining({ name: 'big.png' }) }]);
  });

  it('keeps at most 3 files, counting those already chosen', () => {
    const current = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const { accepted, rejected } = checkImages(current, [
      file('3.png', 'image/png'),
      file('4.png', 'image/png'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['3.png']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([['4.png', 'count']]);
    expect(defaultImageLimits.maxFiles).toBe(3);
  });
});

describe('ImageUpload', () => {
  it('puts the label before the file input it names (IBM Equal Access: label before input)', () => {
    renderWithProviders(<ImageUpload />);
    const input = screen.getByLabelText('Choose images');
    const label = screen.getByText('Choose images').closest('label')!;
    expect(label).toHaveAttribute('for', input.id);
    expect(label.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('words the count limit in the singular for one image and the plural above', () => {
    const { unmount } = renderWithProviders(<ImageUpload limits={{ ...defaultImageLimits, maxFiles: 1 }} />);
    expect(screen.getByText('PNG or JPG, up to 5 MB, at most 1 image')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ImageUpload />);
    expect(screen.getByText('PNG or JPG, up to 5 MB each, at most 3 images')).toBeInTheDocument();
  });

  it('says a one-image picker is full in the singular', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageUpload limits={{ ...defaultImageLimits, maxFiles: 1 }} />);
    await user.upload(screen.getByLabelText('Choose images'), [file('slip.png', 'image/png')]);
    expect(screen.getByLabelText('1 image chosen, the maximum')).toBeDisabled();
  });

  it('words the limits in TY', () => {
    renderWithProviders(<ImageUpload limits={{ ...defaultImageLimits, maxFiles: 1 }} />, { language: 'ty' });
    expect(
      screen.getByText('PNG o JPG, hanggang 5 MB, at hindi hihigit sa 1 na larawan'),
    ).toBeInTheDocument();
  });

  it('adds files, shows thumbnails and removes them', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<ImageUpload onValueChange={onValueChange} />);
    await user.upload(screen.getByLabelText('Choose images'), [
      file('a.png', 'image/png'),
      file('b.jpg', 'image/jpeg'),
    ]);
    expect(onValueChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'b.jpg' })).toBeInTheDocument();
  });

  it('explains each rejected file with a translated message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onReject = vi.fn();
    renderWithProviders(
      <ImageUpload
        onReject={onReject}
        defaultValue={[file('1.png', 'image/png'), file('2.png', 'image/png')]}
      />,
    );
    await user.upload(screen.getByLabelText('Choose images'), [
      file('c.gif', 'image/gif'),
      file('big.png', 'image/png', 6 * MB),
      file('3.png', 'image/png'),
      file('4.png', 'image/png'),
    ]);
    expect(screen.getByText('c.gif: Only PNG or JPG images can be uploaded')).toBeInTheDocument();
    expect(screen.getByText('big.png: Each image must be 5 MB or smaller')).toBeInTheDocument();
    expect(screen.getByText('4.png: You can upload at most 3 images')).toBeInTheDocument();
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    const picker = screen.getByLabelText('3 images chosen, the maximum');
    expect(picker).toBeDisabled();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });
});
