/**
 * Building a zod schema costs far more than running it, and guards run on every event: build
 * each distinct configuration once. Options must be plain JSON (they come from machine input).
 */
export function cachedSchema<TOptions, TSchema>(
  build: (options: TOptions) => TSchema,
): (options: TOptions) => TSchema {
  const cache = new Map<string, TSchema>();
  return (options) => {
    const key = JSON.stringify(options);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const schema = build(options);
    cache.set(key, schema);
    return schema;
  };
}
