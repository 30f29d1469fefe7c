export { storyRoot } from './screenshot.css';

/** True when a browser is driven by a test tool (test-runner, Playwright visual tests). */
export function isAutomated(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

/**
 * Stable pixels: no animations or transitions, no blinking caret, no smooth scrolling.
 * Components that keep time or randomness take them as props, which stories fix.
 */
export function freezeForScreenshots(): void {
  const style = document.createElement('style');
  style.setAttribute('data-freeze', '');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.appendChild(style);
}
