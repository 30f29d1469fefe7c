type Token = string | false | null | undefined;

/** Joins class names, skipping the empty and conditional ones: `cx(styles.root, active && styles.on)`. */
export function cx(...names: Token[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Joins element ids for `aria-describedby` / `aria-labelledby`. Undefined when there are none,
 * so React leaves the attribute out rather than pointing at nothing.
 */
export function idRefs(...ids: Token[]): string | undefined {
  return cx(...ids) || undefined;
}
