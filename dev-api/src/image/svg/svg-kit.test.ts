import { gameTile } from './game-tile.ts';
import { initials, teamCrest, vendorLogo } from './marks.ts';
import { escapeXml, fitSize, twoLines } from './svg-kit.ts';

const hostile = `Tiger <script>alert(1)</script> & "Aces" 'n' more`;

describe('SVG art text', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  it('puts a hostile seeded name into every kind as text, never as markup', () => {
    const svgs = [
      gameTile({ id: 'x-1', name: hostile, vendor: 'PG', vendorName: hostile, category: 'RNG', classify: null }),
      vendorLogo('PG', hostile),
      teamCrest('x', hostile),
    ];
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<script|alert\(1\)<|"Aces"/);
      expect(svg).toContain('&lt;');
      // well-formed: every element that opens is closed
      expect(svg.match(/<text\b/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    }
  });

  it('splits a long name into two balanced lines and shrinks type to fit', () => {
    expect(twoLines('FORTUNE TIGER DELUXE', 11)).toEqual(['FORTUNE', 'TIGER DELUXE']);
    expect(twoLines('ROULETTE', 11)).toEqual(['ROULETTE']);
    expect(fitSize('A VERY LONG GAME NAME INDEED', 196, 30)).toBeLessThan(fitSize('SHORT', 196, 30));
  });

  it("takes a club's initials from its words, or three letters of a one-word name", () => {
    expect(initials('Dhaka Capitals')).toBe('DC');
    expect(initials('Bangladesh')).toBe('BAN');
  });

  it('draws a different scene per game type', () => {
    const tile = (category: string) => gameTile({ id: 'g', name: 'Game', vendor: 'PG', vendorName: 'PG Soft', category, classify: null });
    const scenes = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'INHOUSE'].map(tile);
    expect(new Set(scenes).size).toBe(scenes.length);
  });

  it("draws a slot's emblem from the words of its name, the last word first", () => {
    const slot = (id: string, name: string) => gameTile({ id, name, vendor: 'PG', vendorName: 'PG Soft', category: 'RNG', classify: null });
    const scene = (svg: string) => svg.slice(svg.indexOf('url(#glow)'), svg.indexOf('<rect y="158"'));
    expect(scene(slot('a', 'Royal Queen'))).toBe(scene(slot('a', 'Lucky Empire')));
    expect(scene(slot('a', 'Royal Queen'))).not.toBe(scene(slot('a', 'Royal Tiger')));
  });
});
