import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Visible (the toggle pressed) and WithError carry the brand's look; the rest are the text field's
  // states.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <PasswordField {...args} label={t('login.password')} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/.+/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveValue('secret1');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Filled: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <PasswordField {...args} label={t('login.password')} defaultValue="secret1" />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('secret1')).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('auth');
    return <PasswordField {...args} label={t('login.password')} defaultValue="secret1" />;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByDisplayValue('secret1')).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['auth', 'validation']);
    return (
      <PasswordField
        {...args}
        required
        label={t('auth:login.password')}
        defaultValue="abc"
        error={t('validation:pattern.strongPassword', { min: 8, max: 20 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByDisplayValue('abc');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/8/);
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <PasswordField {...args} disabled label={t('login.password')} defaultValue="secret1" />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('secret1')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
