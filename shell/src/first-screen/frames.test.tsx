import { FRAME_KEYS, FRAME_LAYOUTS, frameOf, memberFrame, PAGE_SLOT, titleMark } from '@wl/plain/frames';
import { render } from './frames.tsx';

// Decision 052: the shell's frames around a page's first screen, rendered by its build; the server fills them.

describe("the shell's frames", () => {
  it('are its own layout around the page’s place, with each route’s title as a mark the server fills', async () => {
    const header = await render('bn', 'header');
    expect(header).toContain(PAGE_SLOT);
    expect(header).toContain(`<h1 class="title">${titleMark('frame')}</h1>`);
    expect(header).not.toContain('<nav class="menu"');
    const page = await render('en', 'page');
    // the bottom menu's tabs, the home's named by its route's title
    expect(page).toContain('aria-label="Main"');
    expect(page).toContain(titleMark('home'));
    const bare = await render('en', 'bare');
    expect(bare).not.toContain('<header');
    expect(bare).toContain(PAGE_SLOT);
  });

  it("are drawn for a member too, the header keeping the space of the member's parts until their code is in (decision 067)", async () => {
    const inboxSpace = '<span class="iconButton" aria-hidden="true"></span>';
    const member = await render('bn', memberFrame('page'));
    expect(member).toContain(PAGE_SLOT);
    expect(member).toContain(inboxSpace);
    expect(await render('bn', 'page')).not.toContain(inboxSpace);
    // and the next guest's frame is a guest's again: the stand-in session is the member frame's alone
    expect(await render('bn', 'header')).not.toContain(inboxSpace);
    expect(FRAME_KEYS).toEqual(expect.arrayContaining(['page', 'page.member', 'bare', 'bare.member']));
    await expect(render('bn', 'page.agent')).rejects.toThrow('no frame page.agent');
  });

  it('follow the layouts routes declare', () => {
    expect(frameOf({ header: true, bottomMenu: true })).toBe('page');
    expect(frameOf({ header: true, bottomMenu: false })).toBe('header');
    expect(frameOf({ header: false, bottomMenu: true })).toBe('menu');
    expect(frameOf({ header: false, bottomMenu: false, ownWayHome: true })).toBe('bare');
    expect(frameOf({ header: false, bottomMenu: false })).toBe('wayOn');
    for (const key of Object.keys(FRAME_LAYOUTS)) expect(frameOf(FRAME_LAYOUTS[key as keyof typeof FRAME_LAYOUTS])).toBe(key);
  });
});
