import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the formatting a product description needs', () => {
    const html =
      '<h2>規格</h2><p><strong>粗</strong><em>斜</em><u>底線</u></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table><img src="https://cdn.example.com/a.jpg" alt="a" />' +
      '<img src="/images/b.jpg" alt="b" /><a href="https://example.com">連結</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and dangerous schemes', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>' +
        '<img src="data:image/png;base64,xx" onerror="y()"><iframe src="https://e.com"></iframe><style>p{}</style>',
    );
    expect(out).toBe('<p>hi</p><a>a</a><img />');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe|data:/i);
  });

  it('forces rel=noopener on links opening a new tab and keeps only safe styles', () => {
    expect(sanitizeRichText('<a href="https://e.com" target="_blank">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<p style="text-align:center;background:url(x)">x</p>')).toBe('<p style="text-align:center">x</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});
