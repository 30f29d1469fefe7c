/** Resolves in a later task, so the browser can paint and take input between two pieces of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
