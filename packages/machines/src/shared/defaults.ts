import { fromPromise, type PromiseActorLogic } from 'xstate';

export class MissingImplementationError extends Error {
  constructor(name: string) {
    super(`"${name}" has no implementation: supply it with machine.provide({ actors: { ${name} } })`);
    this.name = 'MissingImplementationError';
  }
}

/**
 * Default for an actor that reaches the outside world (API, storage). It fails loudly, so a
 * forgotten `provide` shows up as an UNKNOWN error in the UI and a clear message in tests.
 * Actors that take nothing use `unknown` input, so `fromPromise(async () => …)` fits them.
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new MissingImplementationError(name)));
}

/** The same for an actor run only for its effect (storage, logout): it resolves with nothing. */
export function notProvidedEffect<TInput>(name: string): PromiseActorLogic<void, TInput> {
  return notProvided<never, TInput>(name) as PromiseActorLogic<never, TInput> as unknown as PromiseActorLogic<
    void,
    TInput
  >;
}
