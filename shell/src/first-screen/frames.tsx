// The shell's frames around a page's first screen (decision 052): its layout, header and bottom menu as the app draws
// them around a guest's page, and around a member's (decision 067: the header keeps the member's parts' space, as the
// app's does until their code is in), rendered at build time by this module with react-dom/server, once per layout,
// audience and language. The server puts a remote's prerendered page where the page goes (PAGE_SLOT) and each route's
// title where its mark is, so that the frame is the page the app then draws, in the shell's own boxes and styles.
import '@wl/kit/styles.css';
import '../app/global.css';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  buildRouteTable,
  i18n,
  MemoryRouter,
  registerTranslations,
  Route,
  type RouteLayout,
  Routes,
  useRouteStore,
  useSessionStore,
} from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { ShellLayout } from '../layout/shell-layout.tsx';
import { FRAME_LAYOUTS, type FrameKey, memberFrame, PAGE_SLOT, titleMark } from '@wl/plain/frames';

const FRAME_PATH = '/m/frame';
/** The routes the shell's frame links to by key (its menus, its way on): titled by their marks. */
const LINKED = ['home', 'activity', 'deposit', 'inviteFriends', 'mine', 'help', 'userAgreement', 'login', 'register', 'service'];

const tableFor = (layout: RouteLayout) =>
  buildRouteTable([
    {
      remote: 'frame',
      routes: [
        { key: 'frame', path: FRAME_PATH, module: './Frame', titles: { bn: titleMark('frame'), en: titleMark('frame') }, layout },
        ...LINKED.map((key) => ({ key, path: `/m/${key}`, module: './Frame', titles: { bn: titleMark(key), en: titleMark(key) } })),
      ],
    },
  ]);

const Slot = () => createElement('div', { 'data-wl-page': '' });

/** A member who is no agent: the header's parts a member has (server rendering reads a zustand store's initial state). */
const STAND_IN = { token: '-', merchantCode: '-', userName: '-', type: 0, firstTimeLogin: false };

/** One frame in one language, as a guest sees it, or as a member does (its key `memberFrame`'s). */
export async function render(language: 'bn' | 'en', key: string): Promise<string> {
  const layoutKey = (Object.keys(FRAME_LAYOUTS) as FrameKey[]).find((k) => key === k || key === memberFrame(k));
  if (!layoutKey) throw new Error(`no frame ${key}`);
  const layout = FRAME_LAYOUTS[layoutKey];
  await registerTranslations('shell', shellTranslations);
  useSessionStore.getInitialState().session = key === layoutKey ? null : STAND_IN;
  useRouteStore.getInitialState().table = tableFor(layout);
  await i18n.changeLanguage(language);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[FRAME_PATH]}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<Slot />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  if (!html.includes(PAGE_SLOT)) throw new Error(`the frame ${key} has no place for the page`);
  return html;
}
