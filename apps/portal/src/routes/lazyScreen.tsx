import { lazy, type ComponentType, type JSXElementConstructor } from 'react';

/** SPEC §9: a script chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/** A screen group's chunk (or its CSS) could not be loaded. */
export class ChunkLoadError extends Error {
  readonly code: ChunkErrorCode;
  constructor(code: ChunkErrorCode, options?: { cause?: unknown }) {
    super(code, options);
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

/** Vite's preload helper names a stylesheet it could not load: "Unable to preload CSS for …". */
function codeOf(error: unknown): ChunkErrorCode {
  const message = error instanceof Error ? error.message : String(error);
  return /preload CSS/iu.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_FAILED')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(codeOf(error), { cause: error }));
      },
    );
  });
}

export interface LazyScreen<P> {
  (props: P): React.ReactNode;
  /** Starts loading the chunk (e.g. on hover) without rendering it. */
  preload(): Promise<unknown>;
  /** Forgets a failed load, so the next render loads the chunk again. */
  retry(): void;
}

/** The names of a module's exports that are components. */
type ComponentExport<Module> = {
  [Name in keyof Module]: Module[Name] extends JSXElementConstructor<never> ? Name : never;
}[keyof Module] &
  string;

type PropsOf<Component> = Component extends JSXElementConstructor<infer P> ? P : never;

/**
 * A screen group, page or popup loaded on demand: the module's `name` export (its default export
 * unless named), with that component's props. It suspends until its chunk arrives; a chunk that
 * fails or takes longer than CHUNK_TIMEOUT_MS throws a ChunkLoadError to the nearest error
 * boundary. The failure is kept (every render shows it) until `retry()`.
 */
export function lazyScreen<Module extends { default: JSXElementConstructor<never> }>(
  load: () => Promise<Module>,
): LazyScreen<PropsOf<Module['default']>>;
export function lazyScreen<Module, Name extends ComponentExport<Module>>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen<PropsOf<Module[Name]>>;
export function lazyScreen<P extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<P>>>,
  name = 'default' as Name,
): LazyScreen<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const loadOnce = () => {
    pending ??= withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (module) => module[name],
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  const lazyOf = () => lazy(() => loadOnce().then((Component) => ({ default: Component })));
  let Lazy = lazyOf();
  function Screen(props: P) {
    return <Lazy {...props} />;
  }
  Screen.preload = loadOnce;
  Screen.retry = () => {
    if (failed) {
      pending = null;
      Lazy = lazyOf();
    }
    failed = false;
  };
  return Screen;
}
