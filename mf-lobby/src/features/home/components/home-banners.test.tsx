import { act, screen, within } from '@testing-library/react';
import { events, i18n } from '@wl/kit';
import { answerPlatform } from '@wl/testing/platform';
import { renderScreen } from '../../../test/render.tsx';
import { HomeBanners } from './home-banners.tsx';

// the platform answers in the language of the request's Language header, as the dev API does
const TITLES = { BN: 'প্রথম ডিপোজিটে ১০০% বোনাস', EN: '100% first deposit bonus' } as const;
const banners = (language: keyof typeof TITLES) => [
  { id: 1, groupName: 'm_home', title: TITLES[language], url: `/assets/img/banner/welcome.${language.toLowerCase()}.svg`, link: null },
];

afterEach(() => act(() => i18n.changeLanguage('bn')));

describe('HomeBanners', () => {
  it("switches each banner's headline and worded art to English with the rest of the page", async () => {
    jest.useFakeTimers();
    try {
      answerPlatform({ 'GET /wps/relay/MCSFE_getBanners': (call) => banners(call.headers.Language as 'BN' | 'EN') });
      renderScreen(<HomeBanners />);
      const region = await screen.findByRole('region', { name: 'প্রোমোশন' });
      expect(await within(region).findByRole('img', { name: TITLES.BN })).toHaveAttribute(
        'src',
        expect.stringMatching(/welcome\.bn\.svg$/),
      );

      await act(async () => {
        await i18n.changeLanguage('en');
        events.emit('language:changed', { language: 'en' });
      });
      // the lists follow a language change after a short debounce (spec section 4: 200-250 ms)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      const english = await screen.findByRole('img', { name: TITLES.EN });
      expect(english).toHaveAttribute('src', expect.stringMatching(/welcome\.en\.svg$/));
      expect(screen.getByRole('region', { name: 'Promotions' })).toContainElement(english);
      expect(screen.queryByRole('img', { name: TITLES.BN })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
