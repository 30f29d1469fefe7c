import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { CaptchaField } from './CaptchaField';
import { sampleCaptchaPng } from './captchaSample';

const meta = {
  title: 'Components/Forms/CaptchaField',
  component: CaptchaField,
  args: { image: sampleCaptchaPng, onRefresh: fn(), onRequestAlternative: fn() },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  tags: ['visual-one-width'],
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

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Get a new captcha' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
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
  args: { disabled: true, defaultValue: 'x7Kp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get a new captcha' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
