/** A token tree flattened to `[dotted path, value]` pairs, in declaration order. */
export function tokenEntries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : tokenEntries(value as object, path);
  });
}

/** Control points of a `cubic-bezier(x1, y1, x2, y2)` easing, or undefined for keywords. */
export function bezierPoints(easing: string): [number, number, number, number] | undefined {
  const numbers = /^cubic-bezier\(([^)]+)\)$/.exec(easing.trim())?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite)
    ? (numbers as [number, number, number, number])
    : undefined;
}
