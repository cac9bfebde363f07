import { plainText, sanitizeRichText } from './rich-text';

describe('rich text from staff', () => {
  it('keeps structure, links and alignment', () => {
    expect(
      sanitizeRichText('<h2>Fees</h2><p style="text-align:center">Zero <strong>fee</strong> <a href="https://example.com">here</a></p>'),
    ).toBe(
      '<h2>Fees</h2><p style="text-align:center">Zero <strong>fee</strong> <a href="https://example.com" rel="noopener noreferrer" target="_blank">here</a></p>',
    );
  });

  it('takes out scripts, event handlers, styles that are not alignment and javascript: links', () => {
    const dirty =
      '<p onclick="x()" style="position:fixed">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><style>p{}</style>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|style|position/i);
    expect(clean).toBe('<p>Hi</p><img src="x" /><a rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('reads plain text out of HTML for titles and search', () => {
    expect(plainText('<b>Tom</b> &amp; <i>Jerry</i> <script>x</script>')).toBe('Tom & Jerry');
  });
});
