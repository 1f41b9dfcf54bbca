// The shell's frames around a page's first screen, by the layouts routes declare (decision 052): read by the shell's
// build, which renders them (shell/src/first-screen/frames.tsx), and by the server, which picks a route's and fills it
// (server/src/page/prerendered.ts). Not page code: no page runs it. No imports.

/** Where the page's own first screen goes in a frame. */
export const PAGE_SLOT = '<div data-wl-page=""></div>';

/** A route's title in a frame: the server writes the route's own there, in the frame's language. */
export const titleMark = (key: string) => `@@wl-title:${key}@@`;
export const TITLE_MARK = /@@wl-title:(\w+)@@/g;

/** The layouts that draw differently (back-home changes where back goes, not what is drawn). */
export const FRAME_LAYOUTS = {
  page: { header: true, bottomMenu: true, backHome: false },
  header: { header: true, bottomMenu: false, backHome: false },
  menu: { header: false, bottomMenu: true, backHome: false },
  bare: { header: false, bottomMenu: false, backHome: false, ownWayHome: true },
  wayOn: { header: false, bottomMenu: false, backHome: false },
} as const;

export type FrameKey = keyof typeof FRAME_LAYOUTS;

/** The key of a layout's frame drawn for a member, whose header keeps the member's parts' space (decision 067). */
export const memberFrame = (key: FrameKey) => `${key}.member`;

/** The shell's frames by key: each layout's around a guest's page, and each drawn for a member. */
export const FRAME_KEYS: string[] = (Object.keys(FRAME_LAYOUTS) as FrameKey[]).flatMap((key) => [key, memberFrame(key)]);

/** The frame a route's layout is drawn in. */
export function frameOf(layout: { header: boolean; bottomMenu: boolean; ownWayHome?: boolean }): FrameKey {
  if (layout.header) return layout.bottomMenu ? 'page' : 'header';
  if (layout.bottomMenu) return 'menu';
  return layout.ownWayHome ? 'bare' : 'wayOn';
}

/**
 * What a part of a first screen is filled with from its page's answer (decisions 063 and 064): a picture's address or
 * a text, markup the page's script rebuilds bare, or null for a part that keeps its box and shows nothing yet.
 */
export type PartFill = string | { markup: string } | null;

/** The parts of a first screen an answer shows, and what each is filled with. */
export interface FilledParts {
  parts: string[];
  fill: Record<string, PartFill>;
}

/**
 * What the page's script gives a release's `keep` beside the answer (decision 072): the visitor's language, and the
 * brand's currency symbol and zone as the app reads them from the runtime file, for @wl/plain/format's functions.
 */
export interface KeepContext {
  language: 'bn' | 'en';
  currency: string;
  zone: string;
}

/**
 * What a release's `keep` returns for an answer (decision 060): the parts the answer shows, with what each is filled,
 * or only their names; null: this answer, at this address, paints no frame.
 */
export type Kept = { parts: string[]; fill?: Record<string, PartFill> } | string[] | null;

/** A record as a records list's row shows it: its title, and its fields by part name with their values as written. */
export interface RecordRow {
  title: string;
  fields: { part: string; value: string }[];
}

/**
 * The parts of a records list's first rows (decision 072), as the records kit names them: each row (`row-N`), its
 * title, its status (a text in the language: kept, empty), and each field the record has with its value.
 */
export function recordRows<R>(records: R[], row: (record: R) => RecordRow): FilledParts {
  const parts: string[] = [];
  const fill: Record<string, PartFill> = {};
  records.forEach((record, i) => {
    const name = `row-${i}`;
    const { title, fields } = row(record);
    parts.push(name, `${name}/title`, `${name}/status`);
    fill[`${name}/title`] = title;
    fill[`${name}/status`] = null;
    for (const field of fields) {
      parts.push(`${name}/${field.part}`, `${name}/${field.part}/value`);
      fill[`${name}/${field.part}/value`] = field.value;
    }
  });
  return { parts, fill };
}
