import { act, screen } from '@testing-library/react';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
import { framePartNames, renderScreen } from '../../test/render.tsx';
import { type HelpTopic, preloadHelp } from './help-api.ts';
import { HelpScreen } from './help-screen.tsx';
import { FRAME_TOPICS, keep, selectedTopic } from './help-shape.ts';

const answer: HelpTopic[] = Array.from({ length: FRAME_TOPICS + 2 }, (_, i) => ({
  id: i + 1,
  title: `Topic ${i + 1}`,
  content: i === 0 ? '<h3>Three steps</h3><ol><li>Tap <strong>Register</strong></li></ol>' : '<p>More</p>',
}));

/** The parts the page draws for an answer, each named as the page's script names it (`outer/inner`). */
async function renderedParts(value: HelpTopic[]) {
  answerPlatform({ ...lobbyApi, 'GET /wps/system/helpCenter': () => value });
  await act(() => preloadHelp());
  const { container } = renderScreen(<HelpScreen ownHeader />, '/m/help');
  // the body is drawn once the sanitizer has loaded
  await screen.findByText('Three steps');
  return framePartNames(container);
}

describe("the help centre's first screen (decision 064)", () => {
  it('keeps the tabs the page draws for the answer, as many as the first screen has, and the first topic with its markup', async () => {
    const shaped = keep(answer, {}, '');
    const drawn = await renderedParts(answer);
    expect(shaped!.parts.every((part) => drawn.includes(part))).toBe(true);
    expect(shaped!.parts.filter((part) => part.startsWith('tab-'))).toHaveLength(FRAME_TOPICS);
    expect(shaped!.fill).toEqual({
      ...Object.fromEntries(answer.slice(0, FRAME_TOPICS).map((topic, i) => [`tab-${i}`, topic.title])),
      'topic/title': 'Topic 1',
      'topic/body': { markup: answer[0]!.content },
    });
  });

  it('paints nothing for an empty answer, or another topic chosen by the address', () => {
    expect(keep([], {}, '')).toBeNull();
    expect(keep(answer, {}, '?i=2')).toBeNull();
    // an index the answer does not have is the first topic, for the page and the frame alike
    expect(keep(answer, {}, '?i=99')).not.toBeNull();
  });

  it('selects the topic of query i, the first by default', () => {
    expect(selectedTopic('2', 5)).toBe(2);
    expect(selectedTopic(null, 5)).toBe(0);
    expect(selectedTopic('9', 5)).toBe(0);
    expect(selectedTopic('-1', 5)).toBe(0);
    expect(selectedTopic('x', 5)).toBe(0);
  });
});
