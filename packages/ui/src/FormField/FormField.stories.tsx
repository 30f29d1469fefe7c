import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../Translation';
import { expect, fireEvent } from 'storybook/test';
import { vars } from '@portal/theme';
import { Amount, formatAmount, useFormatLocale } from '../Amount';
import { Box } from '../Box';
import { FormField, type FormFieldProps } from './FormField';

/** Label, hint and error come from i18n inside each story; the control is the brand team's own. */
type FormFieldStoryArgs = Omit<FormFieldProps, 'label' | 'hint' | 'error' | 'children'> & {
  showError?: boolean;
};

const min = 10_000;
const max = 5_000_000;

/**
 * A brand team composing a field the kit does not have: a stake slider. FormField draws the
 * label (with the required marker), the hint and the error, and hands the control the props that
 * wire them up (`id`, `aria-describedby`, `aria-invalid`, `aria-required`); the team only draws
 * the control.
 */
function StakeSlider({ showError = false, ...args }: FormFieldStoryArgs) {
  const { t } = useTranslation(['wallet', 'validation']);
  const locale = useFormatLocale();
  const [stake, setStake] = useState(50_000);
  return (
    <FormField
      {...args}
      label={t('wallet:amount.label')}
      hint={t('wallet:amount.range', {
        min: formatAmount(min, 'PHP', locale),
        max: formatAmount(max, 'PHP', locale),
      })}
      error={showError ? t('validation:required') : undefined}
    >
      {(control) => (
        <Box display="flex" alignItems="center" gap="md">
          <input
            {...control}
            type="range"
            min={min}
            max={max}
            step={10_000}
            value={stake}
            onChange={(event) => setStake(Number(event.target.value))}
            style={{ flex: 1, accentColor: vars.color.accent.base }}
          />
          <output htmlFor={control.id}>
            <Amount minor={stake} currency="PHP" />
          </output>
        </Box>
      )}
    </FormField>
  );
}

const meta = {
  title: 'Components/Foundation/FormField',
  // The story's component is the brand team's field; its props are FormField's own.
  component: StakeSlider,
  args: { required: true, showError: false },
  // WithError (label, control and the error) carries the brand's look in every brand; Default is shot
  // in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<FormFieldStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual-one-brand'],
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: /^Amount|^Halaga/ });
    await expect(slider).toHaveAccessibleDescription(/.+/);
    await expect(slider).toHaveAttribute('aria-required', 'true');
    await expect(slider).not.toHaveAttribute('aria-invalid');
    fireEvent.change(slider, { target: { value: '100000' } });
    await expect(canvas.getByRole('status')).toHaveTextContent('1,000.00');
  },
};

/** The error goes under the control, is announced politely and marks the control invalid. */
export const WithError: Story = {
  args: { showError: true },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription(/.+/);
  },
};
