import { act } from '@testing-library/react';
import type { Announcement } from '@wl/platform-contract/calls/announcements';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
import { framePartNames, renderScreen } from '../../test/render.tsx';
import { NoticesScreen, preloadNotices } from './notices-screen.tsx';
import { FRAME_NOTICES, keep } from './notices-shape.ts';

const notice = (id: number): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: '<p>text</p>',
  startDate: '2026-11-01T06:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
});

describe("the notices' first screen (decision 063)", () => {
  it('keeps as many notices as the answer has, at most the first screen’s, each a part the list draws, filled with its title', async () => {
    const answer = Array.from({ length: FRAME_NOTICES + 3 }, (_, i) => notice(i + 1));
    answerPlatform({ ...lobbyApi, 'GET /wps/relay/MCSFE_getListAnnouncements': () => answer });
    await act(() => preloadNotices());
    const { container } = renderScreen(<NoticesScreen />, '/m/notice');
    const drawn = framePartNames(container);
    const shaped = keep(answer)!;
    expect(shaped.parts.every((part) => drawn.includes(part))).toBe(true);
    expect(shaped.parts.filter((part) => /^notice-\d+$/.test(part))).toHaveLength(FRAME_NOTICES);
    expect(shaped.fill).toMatchObject({ 'notice-0/title': 'Notice 1', 'notice-0/date': null, 'notice-11/title': 'Notice 12' });
  });

  it('paints nothing for an empty list', () => {
    expect(keep([])).toBeNull();
  });
});
