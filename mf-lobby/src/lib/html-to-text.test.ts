import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  afterEach(() => {
    delete (window as { __wlXss?: unknown }).__wlXss;
  });

  it('keeps the text and drops the markup', () => {
    expect(htmlToText('<p>Deposit <strong>৳5,000</strong></p><ul><li>one</li></ul>')).toBe('Deposit ৳5,000 one');
  });

  it('runs nothing and keeps no script text', () => {
    const text = htmlToText(`<p>Hi</p><script>window.__wlXss = 1</script><img src="x" onerror="window.__wlXss = 2">`);
    expect(text).toBe('Hi');
    expect((window as { __wlXss?: unknown }).__wlXss).toBeUndefined();
  });

  it('gives an empty string for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
