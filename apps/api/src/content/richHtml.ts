import sanitizeHtml from 'sanitize-html';

/**
 * The back office's rich HTML (announcements, promotions' terms, messages, help articles) as the
 * contract answers it: formatting, links and pictures kept; scripts, event handlers, frames, forms,
 * styles and `javascript:` URLs dropped. Sanitised here, on the way out, so whatever wrote the row
 * (the back office, an import, an edit in the database) the portal can render it as it is and
 * carries no sanitiser of its own.
 */
export function richHtml(html: string): string {
  return sanitizeHtml(html, RICH_HTML);
}

const RICH_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab does not hand that tab a handle on the portal.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};
