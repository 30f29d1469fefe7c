import { contractGroups } from '@portal/api-contract';
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useHydrated } from '../environment/hydration';
import { nextTask } from './nextTask';

async function importShellMachines() {
  // The contract's groups the shell's first calls use build their schemas as they load: each group
  // in a task of its own, then the machines, which call them.
  await contractGroups.system();
  await nextTask();
  await contractGroups.games();
  await nextTask();
  return import('./shellMachines');
}

/**
 * xstate's createActor, the machines the shell runs (status, session, favourites, announcements)
 * and the flows' actors.
 */
export type ShellMachines = Awaited<ReturnType<typeof importShellMachines>>;

let loading: Promise<ShellMachines> | undefined;
let loaded: ShellMachines | null = null;

function loadShellMachines(): Promise<ShellMachines> {
  // A chunk that failed to arrive is asked for again by the next component that needs it.
  loading ??= importShellMachines().then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The shell's machines, null until the page has hydrated and their chunk has arrived: the first
 * paint (the prerendered page and the render that hydrates it) runs none of them.
 */
export function useShellMachines(): ShellMachines | null {
  const hydrated = useHydrated();
  const [machines, setMachines] = useState<ShellMachines | null>(() => (hydrated ? loaded : null));
  useEffect(() => {
    if (!hydrated) return undefined;
    let mounted = true;
    // As transitions, here and below: what the machines bring in renders in slices that yield to
    // the browser, not in one blocking update across the page.
    void loadShellMachines().then((module) => {
      if (mounted) startTransition(() => setMachines(module));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return machines;
}

/**
 * The actor `create` makes from the shell's machines, started once the page has hydrated and they
 * have loaded, stopped on unmount or when `create` changes (keep it stable: useCallback); null
 * until then.
 */
export function useShellActor<Actor extends AnyActorRef>(
  create: (machines: ShellMachines) => Actor,
): Actor | null {
  const hydrated = useHydrated();
  const [actor, setActor] = useState<Actor | null>(null);
  useEffect(() => {
    if (!hydrated) return undefined;
    let started: Actor | undefined;
    let mounted = true;
    // Each actor starts in a task of its own: started together right after the chunk arrives, the
    // shell's actors and the calls they make were one long task.
    void loadShellMachines().then(async (machines) => {
      await nextTask();
      if (!mounted) return;
      const actor = create(machines);
      started = actor;
      actor.start();
      startTransition(() => setActor(actor));
    });
    return () => {
      mounted = false;
      started?.stop();
      setActor(null);
    };
  }, [hydrated, create]);
  return actor;
}

/**
 * The actor's latest snapshot, undefined without an actor. The shell reads its machines through
 * this rather than @xstate/react's useSelector: that module also holds useActorRef, which would
 * bring xstate itself into the first page's scripts.
 */
export function useActorSnapshot<Actor extends AnyActorRef>(
  actor: Actor | null,
): SnapshotFrom<Actor> | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => actor?.getSnapshot() as SnapshotFrom<Actor> | undefined, [actor]);
  return useSyncExternalStore(subscribe, read, read);
}
