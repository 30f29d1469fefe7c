import DOMPurify from 'dompurify';

/**
 * The back office's HTML (help articles, platform messages) as React renders it, after DOMPurify
 * drops anything that could run.
 */
export function sanitisedHtml(html: string): { __html: string } {
  return { __html: DOMPurify.sanitize(html) };
}
