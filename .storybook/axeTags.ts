/** WCAG 2.2 AA: the rules of Storybook's a11y panel, the story runs and the end-to-end suite. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
