import {
  activeClassification,
  applyClassification,
  classificationItems,
  minBetOptions,
  resolveListType,
  stripScrolls,
  vendorCarouselOptions,
} from './browse-options.ts';

const classes = [
  { gameClassify: 'MEGAWAYS', name: 'Megaways' },
  { gameClassify: 'JACKPOT', name: 'Jackpot' },
];

describe('game list options', () => {
  it('offers the minimum-bet filter for RNG only: all, 0.01, 0.05, 0.1, 0.5, 0.75', () => {
    expect(minBetOptions('RNG')).toEqual(['', '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(minBetOptions('FISH')).toEqual([]);
    expect(minBetOptions('LIVE')).toEqual([]);
  });

  it('classification: ALL, NEW for slots only, FAV, HOT, vendor classes; none for fish', () => {
    expect(classificationItems('RNG', classes)).toEqual(['ALL', 'NEW', 'FAV', 'HOT', 'MEGAWAYS', 'JACKPOT']);
    expect(classificationItems('PVP', classes)).toEqual(['ALL', 'FAV', 'HOT', 'MEGAWAYS', 'JACKPOT']);
    expect(classificationItems('FISH', classes)).toEqual([]);
  });

  it('FAV and HOT switch the data tab; the others filter the full list', () => {
    expect(applyClassification('FAV')).toEqual({ tab: 'fav', classify: 'ALL' });
    expect(applyClassification('HOT')).toEqual({ tab: 'hot', classify: 'ALL' });
    expect(applyClassification('NEW')).toEqual({ tab: 'all', classify: 'NEW' });
    expect(activeClassification('fav', 'NEW')).toBe('FAV');
    expect(activeClassification('all', 'JACKPOT')).toBe('JACKPOT');
    expect(activeClassification('recent', 'ALL')).toBe('');
  });

  it("maps page types to the platform's", () => {
    expect(resolveListType('RECENT')).toEqual({ serverType: 'RNG', vendors: null, vendorTiles: false });
    expect(resolveListType(null).serverType).toBe('RNG');
    expect(resolveListType('ESPORTS')).toEqual({ serverType: 'SPORTS', vendors: ['TF'], vendorTiles: true });
    expect(resolveListType('COCKFIGHT').vendors).toEqual(['DS88', 'SV3']);
    expect(resolveListType('INHOUSE', ['KHELA'])).toEqual({ serverType: 'RNG', vendors: ['KHELA'], vendorTiles: false });
    expect(resolveListType('LIVE').vendorTiles).toBe(false);
    expect(resolveListType('lott')).toEqual({ serverType: 'LOTT', vendors: null, vendorTiles: true });
  });

  it('the vendor strip scrolls only above 5 vendors', () => {
    expect(stripScrolls(5)).toBe(false);
    expect(stripScrolls(6)).toBe(true);
  });

  it('the vendor carousel moves four at a time at speed 2000 with 20 px spacing, and is still up to 5 vendors', () => {
    expect(vendorCarouselOptions(8)).toEqual({
      slidesPerView: 4,
      slidesPerGroup: 4,
      spaceBetween: 20,
      speed: 2000,
      allowTouchMove: true,
      watchOverflow: true,
    });
    expect(vendorCarouselOptions(5)).toMatchObject({ slidesPerView: 5, allowTouchMove: false });
    expect(vendorCarouselOptions(2)).toMatchObject({ slidesPerView: 4, allowTouchMove: false });
  });
});
