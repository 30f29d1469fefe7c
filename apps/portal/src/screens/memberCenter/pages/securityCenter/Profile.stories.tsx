import { mockCredentials, mockFullProfileValues, mockProfile } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
  title: 'Portal/Member profile',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=securityCenter', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The profile section of My account alone.
    visual: { fit: 'page', selector: '[data-section="profile"]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile form once its fields have arrived, and the avatar picker. */
async function profileForm(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Your profile' });
  const avatars = canvas.getByRole('group', { name: 'Avatar' });
  return { canvas, form: within(form), avatars: within(avatars) };
}

/** Drops focus so a reference shows the page, not where the play left the caret. */
function blur(canvasElement: HTMLElement) {
  const focused = canvasElement.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
}

/**
 * The mock member's profile: the e-mail and mobile number set at registration are fixed, the
 * nickname stays changeable, the rest waits to be filled.
 */
export const PartlySet: Story = {
  play: async ({ canvasElement }) => {
    const { form, avatars } = await profileForm(canvasElement);
    const email = form.getByLabelText(/^Email/);
    await expect(email).toHaveValue(mockCredentials.memberEmail);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription(/cannot be changed here/);
    await expect(form.getByLabelText(/^Nickname/)).not.toHaveAttribute('readonly');
    await expect(form.getByLabelText(/^Real name/)).toHaveValue('');
    await expect(form.getByLabelText(/^Date of birth/)).not.toHaveAttribute('readonly');
    await expect(form.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await expect(avatars.getAllByRole('button')).toHaveLength(12);
  },
};

/** Nothing set yet: every field is open to fill. */
export const Empty: Story = {
  parameters: { msw: mocks(answer(contract.member.profile, { value: mockProfile({}) })) },
  play: async ({ canvasElement }) => {
    const { form } = await profileForm(canvasElement);
    const inputs = form.getAllByRole('textbox');
    await expect(inputs.length).toBeGreaterThanOrEqual(9);
    for (const input of inputs) await expect(input).not.toHaveAttribute('readonly');
    await expect(form.queryByText(/cannot be changed here/)).toBeNull();
  },
};

/** Every field set: all read-only but the nickname, and the picked avatar is marked. */
export const AllSet: Story = {
  parameters: {
    msw: mocks(answer(contract.member.profile, { value: mockProfile(mockFullProfileValues, '3') })),
  },
  play: async ({ canvasElement }) => {
    const { form, avatars } = await profileForm(canvasElement);
    await expect(form.getByLabelText(/^Real name/)).toHaveValue('Juan Dela Cruz');
    await expect(form.getByLabelText(/^Real name/)).toHaveAttribute('readonly');
    await expect(form.getByLabelText(/^Date of birth/)).toHaveValue('1990-04-15');
    await expect(form.getAllByText(/cannot be changed here/)).toHaveLength(10);
    await expect(form.getByLabelText(/^Nickname/)).not.toHaveAttribute('readonly');
    await expect(avatars.getByRole('button', { name: 'Avatar 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A real name and birthday typed and saved: both turn read-only with the hint that they are fixed. */
export const SaveFields: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { form } = await profileForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Real name/), 'Juan Dela Cruz');
    await userEvent.type(form.getByLabelText(/^Date of birth/), '1990-04-15');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByText('Your profile is saved.')).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^Real name/)).toHaveAttribute('readonly'));
    await expect(form.getByLabelText(/^Real name/)).toHaveValue('Juan Dela Cruz');
    await expect(form.getByLabelText(/^Date of birth/)).toHaveAttribute('readonly');
  },
};

/** While the save is on its way the button is busy and a second press sends nothing more. */
export const Saving: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.member.updateProfile, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const { form } = await profileForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Occupation/), 'Engineer');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Save profile' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(form.getByLabelText(/^Occupation/)).not.toHaveAttribute('readonly');
  },
};

/** A real name with digits, a birthday to come and a short mobile number: each says why under it. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await profileForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Real name/), 'Juan 99');
    await userEvent.type(form.getByLabelText(/^Date of birth/), '2990-01-01');
    await userEvent.clear(form.getByLabelText(/^Nickname/));
    await userEvent.type(form.getByLabelText(/^Nickname/), 'J');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(form.getByLabelText(/^Real name/)).toHaveAccessibleDescription(
      /Real name format is incorrect/,
    );
    await expect(form.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      /Enter a real date of birth, no later than today/,
    );
    await expect(form.queryByText('Your profile is saved.')).toBeNull();
    blur(canvasElement);
  },
};

/** The birthday was set meanwhile: the server refuses it as fixed, and the page says so. */
export const ServerRefusal: Story = {
  parameters: {
    msw: mocks(
      answer(contract.member.updateProfile, {
        error: 'PROFILE_FIELD_FIXED',
        issues: [{ path: 'birthday', code: 'fieldFixed' }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { form } = await profileForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Date of birth/), '1990-04-15');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(/saved already and cannot be changed/);
    await expect(form.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      /This detail is saved already and cannot be changed/,
    );
    blur(canvasElement);
  },
};

/**
 * A member who never picked an avatar has none marked and the neutral person icon in the header;
 * picking one marks it and puts it on the header's account menu button.
 */
export const PickAvatar: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, avatars } = await profileForm(canvasElement);
    // profileForm waits for the shell, whose header session has settled: the account menu is there.
    const menuButton = () => canvas.getByRole('button', { name: 'Account menu' });
    await expect(menuButton().querySelector('img')).toBeNull();
    for (const avatar of avatars.getAllByRole('button'))
      await expect(avatar).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(avatars.getByRole('button', { name: 'Avatar 5' }));
    await expect(await avatars.findByText('Your avatar is changed.')).toBeVisible();
    await waitFor(() =>
      expect(avatars.getByRole('button', { name: 'Avatar 5' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(menuButton().querySelector('img')).not.toBeNull());
    blur(canvasElement);
  },
};
