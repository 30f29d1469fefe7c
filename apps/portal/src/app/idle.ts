/** How long a person has not touched the page before something may open over it by itself. */
export const IDLE_QUIET_MS = 3_000;

/** What counts as someone at work on the page: pointing, typing, scrolling, moving focus. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
  'input',
  'focusin',
] as const;

export interface ActivityWatch {
  /** When the person last did something on the page (performance.now()), -Infinity if never. */
  lastActivity(): number;
  /** A pointer is held down or the caret is in a field: they are in the middle of something. */
  midTask(): boolean;
}

const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file']);

function typingIn(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Listens (passively, on the capture phase) to what the person does on the page from now on. */
export function watchActivity(target: Window): ActivityWatch {
  let last = Number.NEGATIVE_INFINITY;
  let pointerDown = false;
  const note = (event: Event) => {
    last = target.performance.now();
    if (event.type === 'pointerdown') pointerDown = true;
    if (event.type === 'pointerup') pointerDown = false;
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, note, { capture: true, passive: true });
  target.addEventListener('pointercancel', () => (pointerDown = false), { capture: true, passive: true });
  return {
    lastActivity: () => last,
    midTask: () => pointerDown || typingIn(target.document.activeElement),
  };
}

let pageWatch: ActivityWatch | undefined;

/**
 * The page's activity watch, started on first use. The browser entry starts it before React, so
 * clicks on the static page before hydration count too.
 */
export function pageActivity(): ActivityWatch {
  pageWatch ??= watchActivity(window);
  return pageWatch;
}

/**
 * Runs `run` once the person has left the page alone for `quietMs` and is not in the middle of
 * something (at once if they have not touched it yet). Returns a cancel function.
 */
export function whenIdle(
  run: () => void,
  { watch = pageActivity(), quietMs = IDLE_QUIET_MS }: { watch?: ActivityWatch; quietMs?: number } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const remaining = quietMs - (performance.now() - watch.lastActivity());
    if (remaining <= 0 && !watch.midTask()) run();
    else timer = setTimeout(check, Math.max(remaining, 250));
  };
  check();
  return () => clearTimeout(timer);
}
