import sanitizeHtml from 'sanitize-html';

/**
 * What staff may put in a page's or a notice's body: text structure, links and images by address,
 * tables, and text alignment (the back office's rich-text editor makes no more). Everything else is
 * taken out on the server before anything is stored, whatever the editor sent: scripts, styles,
 * frames, event handlers (`onerror=`), `javascript:` addresses, forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the platform without handing it the page (no window.opener, no referrer).
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

// The transform adds rel and target after the allow-list ran; they are the only extra attributes.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel', 'target'] };

/** The HTML as it may be stored and shown to readers. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Plain text from HTML: what a title, a summary or a search reads. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '‹')
    .replace(/&gt;/g, '›')
    .replace(/\s+/g, ' ')
    .trim();
