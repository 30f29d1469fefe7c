import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
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
  title: 'Portal/Agent registration centre',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/agentHome?page=registerCenter', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const INVITE_URL = /^https:\/\/portal\.example\.com\/register\?aff=\w+$/;
const PASSWORD = 'Welcome2026';

async function registerForm(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Open an account' });
  return { canvas, form: within(form) };
}

async function fill(
  form: ReturnType<typeof within>,
  values: { username: string; password: string; confirmPassword: string },
) {
  await userEvent.type(form.getByLabelText(/^Account name/), values.username);
  await userEvent.type(form.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  await userEvent.type(
    form.getByLabelText(/^Confirm password/, { selector: 'input' }),
    values.confirmPassword,
  );
}

/**
 * The invite link as a QR code, the link and the referral code, each with a copy button, and how
 * many registered under the agent; below, the form that opens a member or agent account.
 */
export const RegisterCenter: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, form } = await registerForm(canvasElement);
    const link = await canvas.findByLabelText(/^Invitation link/);
    await expect((link as HTMLInputElement).value).toMatch(INVITE_URL);
    await expect(canvas.getByLabelText(/^Invitation code/)).toHaveAttribute('readonly');
    await expect(await canvas.findByRole('img', { name: 'Invitation QR code' })).toBeVisible();
    await expect(canvas.getByText('45 accounts registered under you')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Agent' })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  },
};

/** An agent account opened: the page names it, and the form is empty again for the next one. */
export const RegisterAgent: Story = {
  // The result is the kit's success notice over the same form.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await registerForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Agent' }));
    await fill(form, { username: 'newagent01', password: PASSWORD, confirmPassword: PASSWORD });
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('Account newagent01 is ready. It signs in with the password you chose.'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Account name/)).toHaveValue('');
    await expect(form.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Member' })).toBeChecked();
  },
};

/** Mistakes are named under their fields before anything is sent. */
export const FieldErrors: Story = {
  tags: ['visual-one-width'],
  play: async ({ canvasElement }) => {
    const { form } = await registerForm(canvasElement);
    await fill(form, { username: '1abc', password: 'short', confirmPassword: 'other' });
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(form.getByLabelText(/^Account name/)).toHaveAccessibleDescription(/letter/i));
    await expect(form.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(/8/);
    await expect(form.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
  },
};

/** The server refuses a name already taken: said under the name, in the person's language. */
export const AccountTaken: Story = {
  // The same picture as FieldErrors, with one message.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { form } = await registerForm(canvasElement);
    await fill(form, { username: 'member001', password: PASSWORD, confirmPassword: PASSWORD });
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Account name/)).toHaveAccessibleDescription('This account already exists'),
    );
    await expect(form.getByLabelText(/^Account name/)).toHaveValue('member001');
  },
};

/** Any other refusal shows above the form; a second press while the first is pending sends nothing more. */
export const ServerRefusal: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: mocks(answer(contract.agent.registerDownline, { error: 'TOO_MANY_REQUESTS', delayMs: 400 })),
  },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await registerForm(canvasElement);
    await fill(form, { username: 'newmember01', password: PASSWORD, confirmPassword: PASSWORD });
    const sent = spyOn(window, 'fetch');
    const submit = form.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/too many/i);
    const registers = sent.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/wps/agent/team/members'),
    );
    await expect(registers).toHaveLength(1);
  },
};

/** Copying the link puts it on the clipboard and says so (the spec's copy_success). */
export const CopyLink: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await registerForm(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(INVITE_URL));
    await waitFor(() =>
      expect(within(document.body).getByText('Copied', { selector: '[data-toast] *' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(writeText).toHaveBeenLastCalledWith(expect.not.stringMatching(/^https:/));
  },
};
