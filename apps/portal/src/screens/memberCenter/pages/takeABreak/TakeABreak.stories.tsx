import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockCredentials } from '@portal/api-contract/mocks';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member take a break',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=takeABreak', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function takeABreakPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const reminder = await canvas.findByRole('form', { name: 'Reality check' });
  return { canvas, reminder: within(reminder) };
}

/** The reminder (off), the time-out and the self-exclusion with their periods, each a card. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, reminder } = await takeABreakPage(canvasElement);
    await expect(reminder.getByRole('radio', { name: 'Off' })).toBeChecked();
    // The member centre's card shape: one titled section a part, in this order.
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-take-a-break] [data-section]')];
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Reality check',
      'Time-out',
      'Self-exclusion',
    ]);
    await expect(
      within(canvas.getByRole('form', { name: 'Time-out' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['HOURS_24', 'DAYS_7', 'DAYS_30', 'WEEKS_6']);
    await expect(
      within(canvas.getByRole('form', { name: 'Self-exclusion' })).getByRole('radio', { name: '1 year' }),
    ).toBeVisible();
  },
};

/** The member turns a 30-minute reminder on and the server keeps it. */
export const SaveReminder: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { reminder } = await takeABreakPage(canvasElement);
    await userEvent.click(reminder.getByRole('radio', { name: '30 minutes' }));
    await userEvent.click(reminder.getByRole('button', { name: 'Save reminder' }));
    await expect(await reminder.findByText('Reminder saved.')).toBeVisible();
    await waitFor(() => expect(reminder.getByRole('radio', { name: '30 minutes' })).toBeChecked());
  },
};

/** A self-exclusion walked to its end: the confirmation, the password, the end date. */
export const ExcludeMyself: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await takeABreakPage(canvasElement);
    const exclusion = within(canvas.getByRole('form', { name: 'Self-exclusion' }));
    await userEvent.click(exclusion.getByRole('radio', { name: '6 months' }));
    await userEvent.click(exclusion.getByRole('button', { name: 'Exclude myself' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start your break?' }));
    await expect(dialog.getByText(/cannot be undone or shortened/)).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText(/Your login password/, { selector: 'input' }),
      'wrong-password',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, start my break' }));
    // The refusal is shown under the field, which can be typed in again.
    await waitFor(async () => {
      const field = dialog.getByLabelText(/Your login password/, { selector: 'input' });
      await expect(field).toBeEnabled();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await userEvent.clear(dialog.getByLabelText(/Your login password/, { selector: 'input' }));
    await userEvent.type(
      dialog.getByLabelText(/Your login password/, { selector: 'input' }),
      mockCredentials.member.password.replaceAll('{', '{{'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, start my break' }));
    await expect(await canvas.findByText(/Your break has started\. It ends on/)).toBeVisible();
  },
};

/** The settings cannot be read: the page says so where the reminder would be. */
export const SettingsError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.playBreaks.settings, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Time-out' })).toBeVisible();
  },
};

/** A white label that turns the reality check and the self-exclusion off: only the time-out shows. */
export const BreaksOff: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.playBreaks.settings, {
        value: {
          features: { realityCheck: false, timeOut: true, selfExclusion: false },
          realityCheckMinutes: 0,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const timeOut = within(await canvas.findByRole('form', { name: 'Time-out' }));
    await expect(timeOut.getByRole('button', { name: 'Start time-out' })).toBeVisible();
    await expect(canvas.getByText(/Set a reminder of how long you have played/)).toBeVisible();
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-take-a-break] [data-section]')];
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Time-out',
    ]);
    for (const name of ['Reality check', 'Self-exclusion'])
      await expect(canvas.queryByRole('form', { name })).toBeNull();
  },
};
