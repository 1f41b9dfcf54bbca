import { standaloneHtml } from './standalone-html.ts';

describe('standalone page', () => {
  it("is a Bengali-first mobile page titled with the remote's name, with the root React renders into", () => {
    const html = standaloneHtml('mf-cashier');
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<title>mf-cashier (standalone)</title>');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('names an icon, so that the browser asks for no /favicon.ico the dev server does not have', () => {
    expect(standaloneHtml('mf-auth')).toContain('<link rel="icon" href="data:," />');
  });
});
