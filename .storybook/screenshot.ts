export { storyRoot } from './screenshot.css';

/** True when a browser is driven by a test tool (test-runner, Playwright visual tests). */
export function isAutomated(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

/**
 * Stable pixels: no animations or transitions, no blinking caret, no smooth scrolling.
 * Animations are removed, not shortened: Radix's Presence keeps a closing overlay mounted until
 * its exit animation ends, and a zero-length one sometimes never reports its end in a long run of
 * stories (a closed popover stayed in the page after a dialog story had come and gone).
 * Components that keep time or randomness take them as props, which stories fix.
 */
export function freezeForScreenshots(): void {
  const style = document.createElement('style');
  style.setAttribute('data-freeze', '');
  style.textContent = `*, *::before, *::after {
    animation-name: none !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.appendChild(style);
}
