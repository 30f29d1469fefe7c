import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { sessionDescribe, sessionMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { nothing } from '../storybook/fakes';
import { SessionBadge } from './SessionBadge';

describe('SessionBadge', () => {
  it('logs out back to guest', async () => {
    const machine = sessionMachine.provide({
      actors: {
        logout: fromPromise(nothing),
        clearSessionStorage: fromPromise(nothing),
        storeMerchantCode: fromPromise(nothing),
      },
    });
    const actor = startAt(
      machine,
      { agentPolicyEnabled: false, merchantCode: 'M1' },
      sessionDescribe,
      'member',
    );
    renderWithProviders(<SessionBadge actorRef={actor} />);
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('guest');
  });
});
