import {
  createActor,
  fromPromise,
  type ActorOptions,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

/**
 * A promise actor answering from a script, for a machine's sends and retries: each call records
 * its request, then takes the next answer; a call with no answer left fails the test.
 */
export function scriptedActor<TRequest, TResult>(answers: Array<() => Promise<TResult>>) {
  const requests: TRequest[] = [];
  const actor = fromPromise(({ input: request }: { input: TRequest }) => {
    requests.push(request);
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  });
  return { actor, requests };
}

/** Starts `machine` with `input`, recording everything it emits. */
export function startRecordingEmits<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const actor = createActor(machine, { input } as ActorOptions<TMachine>);
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}
