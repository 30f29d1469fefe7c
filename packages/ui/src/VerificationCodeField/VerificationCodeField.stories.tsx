import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField';

function Field(props: Omit<VerificationCodeFieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <VerificationCodeField
      {...props}
      label={t('sms.verificationCode')}
      placeholder={t('sms.codePlaceholder')}
    />
  );
}

const meta = {
  title: 'Components/Forms/VerificationCodeField',
  component: VerificationCodeField,
  args: { label: 'Verification code', secondsLeft: 0, onSend: fn() },
  render: (args) => <Field {...args} />,
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Counting (the inert send button) and WithError carry the brand's look; the rest are the text
  // field's and button's states.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('123456');
    await userEvent.tab();
    const send = canvas.getByRole('button', { name: 'Send code' });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913', sent: true, secondsLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('482913');
  },
};

/** A code was just sent: the button counts down and cannot be pressed. */
export const Counting: Story = {
  tags: ['!visual-one-brand'],
  args: { sent: true, secondsLeft: 42 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend in 42 s' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The countdown has ended: a new code may be requested. */
export const Ready: Story = {
  args: { sent: true, secondsLeft: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('validation');
    return <Field {...args} required defaultValue="12" error={t('verificationCodeInvalid')} />;
  },
  args: { sent: true, secondsLeft: 0 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Verification code/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid verification code');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
  },
};
