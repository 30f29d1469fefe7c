import { useEffect, useMemo, useState } from 'react';

/** SPEC §9: the reusable modal appears after a 100 ms delay. */
export const DIALOG_OPEN_DELAY_MS = 100;

/** Opening waits `delayMs` (so quick open-close flickers never paint); closing is immediate. */
export function useDelayedOpen(open: boolean, delayMs: number): boolean {
  // A fresh token per opening: a timer from an earlier opening can never show a later one.
  const openingToken = useMemo(() => (open ? {} : null), [open]);
  const [readyToken, setReadyToken] = useState<object | null>(null);
  useEffect(() => {
    if (!openingToken || delayMs <= 0) return;
    const timer = setTimeout(() => setReadyToken(openingToken), delayMs);
    return () => clearTimeout(timer);
  }, [openingToken, delayMs]);
  if (!openingToken) return false;
  return delayMs <= 0 || readyToken === openingToken;
}
