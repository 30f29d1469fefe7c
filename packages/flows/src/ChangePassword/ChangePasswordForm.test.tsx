import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { changePasswordDescribe, changePasswordMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { fakeMember } from '../storybook/fakes';
import { ChangePasswordForm } from './ChangePasswordForm';

function start(uiState: string, requests: unknown[] = []) {
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        requests.push(input);
        return null;
      }),
      loadMemberInfo: fromPromise(async () => fakeMember),
    },
  });
  const actor = startAt(machine, { reason: 'voluntary' }, changePasswordDescribe, uiState);
  renderWithProviders(<ChangePasswordForm actorRef={actor} />);
  return actor;
}

describe('ChangePasswordForm', () => {
  it('uses the known old password when forced', async () => {
    const requests: unknown[] = [];
    start('forced', requests);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^New password/), 'newPass123');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'newPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed');
    expect(requests).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ oldPassword: 'weak123', newPassword: 'newPass123' }),
      }),
    ]);
  });

  it('cancels a voluntary change', async () => {
    const actor = start('voluntary');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});
