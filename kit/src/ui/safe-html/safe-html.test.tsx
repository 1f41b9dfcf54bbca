import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html.tsx';
import { sanitizeHtml } from './sanitize-html.ts';

/** Parses sanitized output, so tests look at what a browser would build from it. */
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it('drops event handler attributes', () => {
    const box = parse('<img src=x onerror=alert(1)><p onclick="steal()" onmouseover="x()">Hi</p>');
    expect(box.innerHTML).not.toMatch(/onerror|onclick|onmouseover|alert|steal/);
    expect(box.querySelector('p')).toHaveTextContent('Hi');
  });

  it('drops scripts and the elements that load or restyle other content', () => {
    const box = parse(
      '<script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><form action="https://x.example"><input name="pin"></form><b>kept</b>',
    );
    expect(box.querySelector('script, style, iframe, object, embed, form')).toBeNull();
    expect(box.innerHTML).not.toContain('alert(1)');
    expect(box.querySelector('b')).toHaveTextContent('kept');
  });

  it('drops javascript: addresses, however they are disguised', () => {
    const box = parse(
      '<a href="javascript:alert(1)">a</a><a href="  JaVaScRiPt:alert(1)">b</a><a href="java&#09;script:alert(1)">c</a>' +
        '<img src="javascript:alert(1)" alt="d">',
    );
    expect(box.innerHTML).not.toMatch(/javascript/i);
    expect(box.querySelectorAll('a')).toHaveLength(3);
  });

  it('opens links in a new tab without access to this page', () => {
    const link = parse('<a href="https://t.me/official" target="_self">Telegram</a>').querySelector('a');
    expect(link).toHaveAttribute('href', 'https://t.me/official');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps ordinary promotion markup', () => {
    const box = parse(
      '<h2>Bonus</h2><p style="color: gold">Deposit <strong>৳5,000</strong></p><img src="/promo/1.png" alt="Promo"><ul><li>one</li></ul>',
    );
    expect(box.querySelector('h2')).toHaveTextContent('Bonus');
    expect(box.querySelector('p')).toHaveStyle({ color: 'rgb(255, 215, 0)' });
    expect(box.querySelector('img')).toHaveAttribute('src', '/promo/1.png');
    expect(box.querySelectorAll('li')).toHaveLength(1);
  });

  it('keeps only what its allow-list names: an element or attribute it does not know is dropped, its text kept', () => {
    const box = parse(
      '<marquee>moving</marquee><details open><summary>more</summary>inside</details><dialog open>modal</dialog>' +
        '<input value="pin"><button formaction="https://x.example">go</button><select><option>a</option></select>' +
        '<p class="wl-visually-hidden" id="root" data-x="1" aria-hidden="true" hidden>shown</p><table><tr><td colspan="2">cell</td></tr></table>',
    );
    expect(box.querySelector('marquee, details, summary, dialog, input, button, select, option')).toBeNull();
    expect(box).toHaveTextContent('moving');
    const p = box.querySelector('p')!;
    expect(p.getAttributeNames()).toEqual([]);
    expect(box.querySelector('td')).toHaveAttribute('colspan', '2');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized content once the sanitizer has loaded, and nothing before', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Welcome</p><img src=x onerror=alert(1)><script>alert(2)</script>'} className="content" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

describe('sanitizeHtml: server HTML stays inside its box (issue 13 finding 11)', () => {
  it('keeps colour and emphasis but drops positioning, sizes and loads from style', () => {
    const box = parse(
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;color:red"><a href="https://phish.example">Login</a></div>' +
        '<p style="background-image:url(https://tracker.example/p.gif);color:gold;font-weight:bold">Bonus</p>',
    );
    const div = box.querySelector('div')!;
    expect(div.getAttribute('style')).toBe('color: red');
    const p = box.querySelector('p')!;
    expect(p.getAttribute('style')).toBe('color: gold; font-weight: bold');
    expect(box.innerHTML).not.toMatch(/fixed|z-index|tracker|100vw/);
  });

  it('loads images only from the page and the image CDNs', () => {
    const box = parse(
      `<img src="/promo/1.png" alt="own"><img src="${location.origin}/x.png" alt="own full"><img src="https://tracker.example/pixel.gif" alt="tracker"><img src="https://tracker.example/a.png" srcset="https://t.example/b.png 2x" alt="t2">`,
    );
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['own', 'own full']);
  });
});
