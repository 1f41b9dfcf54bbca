/** @jest-environment jsdom */
import { ADDRESS_ELEMENTS, bareMarkup, TEXT_ELEMENTS } from './markup.ts';

// Decision 064: a first screen's markup is rebuilt from element names of the list and text, nothing else.

const bare = (html: string) => {
  const box = document.createElement('div');
  box.appendChild(bareMarkup(html, TEXT_ELEMENTS, ADDRESS_ELEMENTS));
  return box.innerHTML;
};

/** the dev API's seeded hostile markup (dev-api/src/lobby/seed/hostile-html.ts) */
const HOSTILE =
  `<p>Never tell anyone your OTP.</p><script>window.__wlXss = 'script'; alert('xss')</script>` +
  `<img src="/assets/img/missing/xss.svg" onerror="window.__wlXss = 'onerror'; alert('xss')" alt="">` +
  `<a href="javascript:window.__wlXss = 'link'">Read more</a>`;

describe("a first screen's markup, kept bare", () => {
  it('keeps the text and its structure: headings, lists, emphasis, tables', () => {
    const html =
      '<h3>Register in three steps</h3><ol><li>Tap <strong>Register</strong> at the top.</li><li>Enter the code.</li></ol>' +
      '<table><tbody><tr><td>Min</td><td>৳200</td></tr></tbody></table>';
    expect(bare(html)).toBe(html);
  });

  it('runs nothing and loads nothing: no script, no picture, no handler; a link keeps its text, not its address', () => {
    const before = (window as Window & { __wlXss?: string }).__wlXss;
    expect(bare(HOSTILE)).toBe('<p>Never tell anyone your OTP.</p>Read more');
    expect((window as Window & { __wlXss?: string }).__wlXss).toBe(before);
  });

  it('drops every attribute, and every element not on the list with what it holds', () => {
    expect(bare('<p style="position:fixed;inset:0" class="wl-header" id="root" onclick="x()" data-x="1">Hi</p>')).toBe('<p>Hi</p>');
    expect(bare('<svg><style>p{display:none}</style><a href="#">in svg</a></svg><p>after</p>')).toBe('<p>after</p>');
    expect(bare('<template><p>hidden</p></template><form><input value="x"><button>Go</button></form><p>ok</p>')).toBe('<p>ok</p>');
    expect(bare('<iframe src="//evil.example"></iframe><style>*{}</style><!-- a comment --><b>bold</b>')).toBe('<b>bold</b>');
    expect(bare('<figure><img src="/a.png"><figcaption>Caption</figcaption></figure>')).toBe('Caption');
    // markup that breaks out of its element is parsed as the browser parses it, then rebuilt the same way
    const broken = '<p>a</div></p><li>b</ul>c';
    const parsed = document.createElement('template');
    parsed.innerHTML = broken;
    expect(bare(broken)).toBe(parsed.innerHTML);
  });
});
