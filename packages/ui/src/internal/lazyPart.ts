/**
 * A component's heavy half (its Radix parts) loaded once, when first wanted: `loaded()` answers at
 * once after it arrived (a later mount renders it without waiting), and a failed load is forgotten,
 * so the next `load()` tries again.
 */
export interface LazyPart<Part> {
  load: () => Promise<Part>;
  loaded: () => Part | undefined;
}

export function lazyPart<Part>(importPart: () => Promise<Part>): LazyPart<Part> {
  let part: Part | undefined;
  let loading: Promise<Part> | undefined;
  return {
    load: () =>
      (loading ??= importPart().then(
        (arrived) => (part = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => part,
  };
}
