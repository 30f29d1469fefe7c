import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../Translation';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I agree' },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Each look of the box is shot in every brand; ValidatesOnSubmit ends in the WithError look, so it
  // is shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return <Checkbox {...args} label={t('checkbox.agreeTerms')} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /agree to the terms/ });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return <Checkbox {...args} defaultChecked label={t('checkbox.agreeTermsAge', { age: 18 })} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I am over 18 and agree to the terms' })).toBeChecked();
  },
};

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation(['forms', 'validation']);
    return (
      <Checkbox
        {...args}
        required
        label={t('forms:checkbox.agreeTerms')}
        error={t('validation:termsRequired')}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please read and agree to the terms and conditions');
  },
};

/** Ticking the box after a failed submit clears the inline error. */
export const ValidatesOnSubmit: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['forms', 'validation', 'common']);
    const [checked, setChecked] = useState(false);
    const [error, setError] = useState<string | undefined>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(checked ? undefined : t('validation:ageRequired', { age: 18 }));
        }}
      >
        <Box display="flex" flexDirection="column" gap="md">
          <Checkbox
            {...args}
            label={t('forms:checkbox.agreeTermsAge', { age: 18 })}
            checked={checked}
            onCheckedChange={(next) => {
              setChecked(next);
              if (next) setError(undefined);
            }}
            error={error}
          />
          <Button type="submit">{t('common:actions.submit')}</Button>
        </Box>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Please confirm that you are over 18 years old')).toBeVisible();
    await userEvent.click(canvas.getByText('I am over 18 and agree to the terms'));
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return <Checkbox {...args} disabled defaultChecked label={t('checkbox.rememberMe')} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
