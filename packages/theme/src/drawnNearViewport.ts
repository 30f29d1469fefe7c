import { vars } from './contract.css';

/**
 * For a part of a page that starts below the first screen: until it nears the viewport the browser
 * skips its style, layout and paint (content-visibility), so the page's first layout, and whatever
 * restyles the whole page later (a dialog making everything behind it inert), does not pay for it.
 * Skipped content is still in the document for find-in-page, focus and assistive technology.
 * `estimatedBlockSize` stands in for the part's height until it is first drawn (it sets the
 * scrollbar's length); the drawn height is kept from then on. Skipping also clips painting to the
 * part's box, so the clip margin gives focus rings and card shadows back the room they paint in.
 * The rules for a style(), like visuallyHiddenRules, so every page defers parts the same way.
 */
export function drawnNearViewportRules(estimatedBlockSize: string) {
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${estimatedBlockSize}`,
    overflowClipMargin: vars.space.md,
  } as const;
}
