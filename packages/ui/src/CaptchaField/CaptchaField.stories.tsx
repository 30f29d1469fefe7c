import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { settleForScreenshot } from '../test/story';
import { CaptchaField, captchaStatuses } from './CaptchaField';
import { sampleCaptchaPng } from './captchaSample';

const meta = {
  title: 'Components/Forms/CaptchaField',
  component: CaptchaField,
  args: { image: sampleCaptchaPng, status: 'shown', onRefresh: fn(), onRequestAlternative: fn() },
  argTypes: { status: { control: 'inline-radio', options: captchaStatuses } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // WithError (picture, field, refresh and the error) and Disabled carry the brand's look; the loading
  // and filled states reuse it.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: /Captcha image/ })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    // Paste is never blocked.
    input.focus();
    await userEvent.paste('x7Kp');
    await expect(input).toHaveValue('x7Kp');
    const refresh = canvas.getByRole('button', { name: 'Get a new captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    // The second press within a second is dropped.
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: "Can't read it? Contact support" }));
    await expect(args.onRequestAlternative).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'x7Kp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('x7Kp');
  },
};

/** A new picture is on its way: the old one stays and the refresh button is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Get a new captcha' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** The first picture is on its way: a spinner, announced politely, holds its place. */
export const LoadingFirst: Story = {
  args: { status: 'loading', image: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: /loading|naglo-load/i })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/**
 * The server could not give a picture: a note takes its place, refresh retries, and the
 * accessible alternative (WCAG 3.3.8) still offers a way through.
 */
export const Unavailable: Story = {
  args: { status: 'unavailable', image: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/could not be loaded|hindi ma-load/i);
    await userEvent.click(canvas.getByRole('button', { name: /new captcha|bagong captcha/i }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /contact support|suporta/i }));
    await expect(args.onRequestAlternative).toHaveBeenCalledTimes(1);
    await settleForScreenshot();
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('validation');
    return <CaptchaField {...args} required error={t('captchaRequired')} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Captcha/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter the captcha');
  },
};

export const Disabled: Story = {
  tags: ['!visual-one-brand'],
  args: { disabled: true, defaultValue: 'x7Kp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get a new captcha' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
