import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { sampleCaptchaPng } from '../CaptchaField/captchaSample';
import { ImageUpload } from './ImageUpload';

/** Fixed PNG files, so every run shows the same thumbnails. */
function png(name: string): File {
  const bytes = Uint8Array.from(atob(sampleCaptchaPng), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Components/Forms/ImageUpload',
  component: ImageUpload,
  args: { onValueChange: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(420px, 90vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // WithFiles and WithError carry the brand's look; the empty, too-many and disabled states reuse it.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText('Choose images') as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Upload image' })).toBeVisible();
    const picker = input(canvas);
    await expect(picker).toHaveAccessibleDescription(/PNG or JPG, up to 5 MB each, at most 3 images/);
    await expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(picker, png('receipt.png'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt.png' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Two images chosen; each has its own remove button. */
export const WithFiles: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultValue: [png('deposit-slip.png'), png('screenshot.png')] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chosen images: 2 of 3' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Remove screenshot.png' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'deposit-slip.png' })).toHaveProperty('complete', true),
    );
  },
};

/** Four images for three slots: the extra one is turned away with a clear message. */
export const TooMany: Story = {
  args: { defaultValue: [png('one.png'), png('two.png')] },
  play: async ({ canvas, args }) => {
    await userEvent.upload(input(canvas), [png('three.png'), png('four.png')]);
    await expect(canvas.getByText('four.png: You can upload at most 3 images')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    // Full: the picker says so and takes no more.
    await expect(canvas.getByLabelText('3 images chosen, the maximum')).toBeDisabled();
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('validation');
    return <ImageUpload {...args} error={t('required')} />;
  },
  play: async ({ canvas }) => {
    const picker = input(canvas);
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(/Input cannot be empty/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [png('receipt.png')] },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove receipt.png' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
