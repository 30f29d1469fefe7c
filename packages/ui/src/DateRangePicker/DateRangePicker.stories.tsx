import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { DateRangePicker } from './DateRangePicker';
import { dateDisplayFormats } from './dateRange';

const meta = {
  title: 'Components/Forms/DateRangePicker',
  component: DateRangePicker,
  // A fixed "today" keeps presets and screenshots the same every run.
  args: { today: '2026-03-15', displayFormat: 'yyyy-MM-dd', onValueChange: fn() },
  argTypes: { displayFormat: { control: 'inline-radio', options: dateDisplayFormats } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(420px, 90vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Default (a pressed preset) and EndBeforeStart (the error) carry the brand's look; the rest are
  // formats and fields the text field's stories already show.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset fills both dates and is marked pressed; the summary reads the range. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Date range' })).toBeVisible();
    const previous7 = canvas.getByRole('button', { name: 'Previous 7 days' });
    await expect(previous7).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(previous7);
    await expect(previous7).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-03-09');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-03-15');
    await expect(canvas.getByText('From 2026-03-09 to 2026-03-15')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-03-09', end: '2026-03-15' });
  },
};

export const Filled: Story = {
  args: { defaultValue: { start: '2026-03-01', end: '2026-03-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-03-01');
    await expect(canvas.getByText('From 2026-03-01 to 2026-03-31')).toBeVisible();
  },
};

/** The same range written month first in the summary. */
export const MonthFirstFormat: Story = {
  args: { displayFormat: 'MM-dd-yyyy' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next 30 days' }));
    await expect(canvas.getByText('From 03-15-2026 to 04-13-2026')).toBeVisible();
  },
};

export const EndBeforeStart: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultValue: { start: '2026-03-20', end: '2026-03-10' } },
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('End date');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('The end date must be on or after the start date');
    // No summary while the range is reversed.
    await expect(canvas.queryByText(/^From /)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { start: '2026-03-09', end: '2026-03-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
    await expect(canvas.getByLabelText('End date')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
