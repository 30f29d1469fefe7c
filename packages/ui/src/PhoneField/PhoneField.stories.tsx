import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { PhoneField, type DialingCode } from './PhoneField';

const codes: DialingCode[] = [{ code: '+63' }, { code: '+65' }, { code: '+852' }];

const meta = {
  title: 'Components/Forms/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    dialingCodes: codes,
    maxLength: 10,
    onValueChange: fn(),
    onDialingCodeChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // WithError (prefix, field and error) carries the brand's look; the rest are the text field's states.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation(['auth', 'forms']);
    return (
      <PhoneField
        {...args}
        label={t('auth:sms.mobileNumber')}
        hint={t('forms:phone.digitsHint', { count: 10 })}
        placeholder={t('auth:sms.mobilePlaceholder')}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('10 digits');
    await userEvent.type(input, '91a7-12345678');
    // Letters and dashes are dropped; input stops at the configured digit count.
    await expect(input).toHaveValue('9171234567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9171234567');
    const select = canvas.getByRole('combobox', { name: 'Dialing code' });
    await userEvent.selectOptions(select, '+65');
    await expect(args.onDialingCodeChange).toHaveBeenCalledWith('+65');
  },
};

export const Filled: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return (
      <PhoneField
        {...args}
        label={t('sms.mobileNumber')}
        defaultDialingCode="+852"
        defaultValue="91712345"
        maxLength={8}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Dialing code' })).toHaveValue('+852');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91712345');
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['auth', 'validation']);
    return (
      <PhoneField
        {...args}
        required
        label={t('auth:sms.mobileNumber')}
        defaultValue="917"
        error={t('validation:mobileDigits', { count: 10 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a mobile number of 10 digits');
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <PhoneField {...args} disabled label={t('sms.mobileNumber')} defaultValue="9171234567" />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Dialing code' })).toBeDisabled();
  },
};
