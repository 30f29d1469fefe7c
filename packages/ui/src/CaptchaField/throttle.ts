/**
 * Leading-edge throttle: the first call runs at once, further calls within `intervalMs`
 * are dropped. `now` is injectable for tests; it defaults to Date.now (read at call time,
 * never during render).
 */
export function createThrottle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  intervalMs: number,
  now: () => number = Date.now,
): (...args: Args) => boolean {
  let last: number | undefined;
  return (...args: Args) => {
    const time = now();
    if (last !== undefined && time - last < intervalMs) return false;
    last = time;
    fn(...args);
    return true;
  };
}

/** The spec allows one captcha refresh per second. */
export const captchaRefreshIntervalMs = 1000;
