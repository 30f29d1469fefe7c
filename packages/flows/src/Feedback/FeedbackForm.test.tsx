import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { feedbackDescribe, feedbackMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { FeedbackForm } from './FeedbackForm';

function start(requests: unknown[] = []) {
  const machine = feedbackMachine.provide({
    actors: {
      submitFeedback: fromPromise(async ({ input }) => {
        requests.push(input);
        return { ticketId: 'FB00000001' };
      }),
    },
  });
  const actor = startAt(machine, { sender: 'player01' }, feedbackDescribe, 'editing');
  renderWithProviders(<FeedbackForm actorRef={actor} onContactSupport={vi.fn()} />);
  return actor;
}

describe('FeedbackForm', () => {
  it('warns about the empty fields', async () => {
    start();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Question type, Description, Captcha is empty');
  });

  it('sends type, description and captcha', async () => {
    const requests: unknown[] = [];
    start(requests);
    await userEvent.click(screen.getByRole('combobox', { name: /Question type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal' }));
    await userEvent.type(screen.getByLabelText(/Description/), 'My withdrawal has not arrived yet.');
    expect(screen.getByText('34 / 200')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), '7K2Q');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you, we have received your feedback');
    expect(requests).toEqual([
      {
        content: 'My withdrawal has not arrived yet.',
        sender: 'player01',
        type: 2,
        captcha: '7K2Q',
        captchaKey: 'captcha-sample',
      },
    ]);
  });
});
