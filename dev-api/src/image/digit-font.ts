// Digit bitmaps in three hands ('#' is ink): each captcha digit picks one, so no single set of
// templates matches every picture. The shapes differ, not just the size (open and closed 4, flat and
// round 3, 7 with a bar, 1 with and without its foot). Drawn as they look: one hand a paragraph, the
// digits 0 to 9 side by side.
const HANDS = `
.###. ..#.. .###. ####. ...#. ##### ..##. ##### .###. .###.
#...# .##.. #...# ....# ..##. #.... .#... ....# #...# #...#
#..## ..#.. ....# ....# .#.#. ####. #.... ...#. #...# #...#
#.#.# ..#.. ...#. .###. #..#. ....# ####. ..#.. .###. .####
##..# ..#.. ..#.. ....# ##### ....# #...# .#... #...# ....#
#...# ..#.. .#... ....# ...#. #...# #...# .#... #...# ...#.
.###. .###. ##### ####. ...#. .###. .###. .#... .###. .##..

.###. ...#. .##.. .###. #..#. .#### .###. ##### .##.. .###.
##.## ..##. #..#. #...# #..#. .#... #.... ....# #..#. #...#
#...# .#.#. ...#. ....# #..#. #.... #.... ...#. #..#. #..##
#...# ...#. ..#.. ..##. ##### ####. #.##. .###. .##.. .##.#
#...# ...#. .#... ....# ...#. ....# ##..# ..#.. #..#. ....#
##.## ...#. #.... #...# ...#. ....# #...# .#... #..#. ....#
.###. ...#. ####. .###. ...#. ####. .###. .#... .##.. .###.

##### .##.. ##### ##### #...# ##### #.... ##### ##### #####
#...# ..#.. ....# ....# #...# #.... #.... ....# #...# #...#
#...# ..#.. ....# ....# #...# #.... #.... ....# #...# #...#
#...# ..#.. ##### ..### ##### ##### ##### ...#. ##### #####
#...# ..#.. #.... ....# ....# ....# #...# ..#.. #...# ....#
#...# ..#.. #.... ....# ....# ....# #...# ..#.. #...# ....#
##### ##### ##### ##### ....# ##### ##### ..#.. ##### ....#
`;

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Each hand's rows of ink, by digit. */
function parseHand(paragraph: string): Record<string, string[]> {
  const lines = paragraph.split('\n').map((line) => line.split(' '));
  const font: Record<string, string[]> = {};
  for (let digit = 0; digit <= 9; digit++) font[String(digit)] = lines.map((cells) => cells[digit]!);
  return font;
}

/** Block, round and slab, in the order they are drawn above. */
export const DIGIT_FONTS = HANDS.trim().split('\n\n').map(parseHand);

/** Whether cell (column, row) of a digit in a font is ink; false outside the glyph. */
export function glyphInk(font: Record<string, string[]>, digit: string, column: number, row: number): boolean {
  const rows = font[digit];
  if (!rows) throw new Error(`no glyph for ${JSON.stringify(digit)}`);
  return rows[row]?.[column] === '#';
}
