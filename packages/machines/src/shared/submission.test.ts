import { validate } from '@portal/api-contract/validation';
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { z } from 'zod';
import type { Failure } from './failure';
import { formSubmission, type SubmissionContext } from './submission';

interface NameContext extends SubmissionContext {
  readonly name: string | null;
}
type NameEvent = { type: 'SUBMIT'; values: { name?: string } } | { type: 'RESET' };

const nameSchema = z.object({ name: z.string().trim().min(1, { error: 'required' }) });

function nameForm() {
  const check = vi.fn((_: NameContext, values: { name?: string }) => validate(nameSchema, values));
  const submission = formSubmission<NameContext, NameEvent>()({
    check,
    take: (_, data) => ({ name: data.name }),
  });
  const machine = setup({
    types: { context: {} as NameContext, events: {} as NameEvent },
    guards: submission.guards,
    actions: submission.actions,
  }).createMachine({
    context: { name: null, fieldErrors: {}, failure: { code: 'UNKNOWN' } as Failure },
    initial: 'editing',
    states: {
      editing: {
        on: {
          SUBMIT: [
            { guard: 'submissionInvalid', actions: 'rejectSubmission' },
            { target: 'sent', actions: 'takeSubmission' },
          ],
        },
      },
      sent: {},
    },
  });
  return { check, actor: createActor(machine).start() };
}

describe('formSubmission', () => {
  it('checks each SUBMIT once, for the guard and the actions alike', () => {
    const { check, actor } = nameForm();
    actor.send({ type: 'SUBMIT', values: { name: ' ' } });
    expect(check).toHaveBeenCalledTimes(1);
    actor.send({ type: 'SUBMIT', values: { name: ' Ana ' } });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('shows the problems of an invalid submission and clears the last failure', () => {
    const { actor } = nameForm();
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      name: null,
      fieldErrors: { name: { code: 'required' } },
      failure: null,
    });
  });

  it('takes the checked data of a valid one, with no field errors left', () => {
    const { actor } = nameForm();
    actor.send({ type: 'SUBMIT', values: {} });
    actor.send({ type: 'SUBMIT', values: { name: ' Ana ' } });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context).toEqual({ name: 'Ana', fieldErrors: {}, failure: null });
  });
});
