import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../Translation';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Username', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Forms sit in a fixed-width column, so the field looks the same at every viewport width.
  // The field's looks are shot in every brand; Required, validation on submit, the icon and sizes are
  // content, behaviour and sizing, shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <TextField {...args} label={t('login.username')} placeholder={t('login.usernamePlaceholder')} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'player01');
    await expect(input).toHaveValue('player01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('auth');
    return <TextField {...args} required label={t('login.username')} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeRequired();
    // The * is hidden from screen readers; the spoken word comes from i18n instead.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <TextField {...args} label={t('register.realName')} hint={t('register.realNameHint')} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/.+/);
  },
};

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation(['auth', 'validation']);
    return (
      <TextField
        {...args}
        required
        label={t('auth:login.username')}
        defaultValue="1player"
        error={t('validation:pattern.letterFirstAlphanumeric', { min: 6, max: 16 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/6/);
  },
};

/** Validation runs on submit; the error appears under the field and clears once fixed. */
export const ValidatesOnSubmit: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['auth', 'validation', 'common']);
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | undefined>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(value.trim() ? undefined : t('validation:required'));
        }}
      >
        <Box display="flex" flexDirection="column" gap="md">
          <TextField
            {...args}
            required
            label={t('auth:login.username')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <Button type="submit">{t('common:actions.submit')}</Button>
        </Box>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'player01');
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return <TextField {...args} disabled label={t('login.username')} defaultValue="player01" />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const WithIcon: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('common');
    return <TextField {...args} type="search" icon="search" label={t('actions.search')} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('auth');
    return (
      <Box display="flex" flexDirection="column" gap="md">
        {textFieldSizes.map((size) => (
          <TextField key={size} {...args} size={size} label={`${t('login.username')} (${size})`} />
        ))}
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(textFieldSizes.length);
  },
};
