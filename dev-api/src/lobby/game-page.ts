import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlPageHeaders } from '@wl/http-answers/html-page';
import { requestUrl } from '../http/request-url.ts';

const GAME_PAGE = /^\/dev\/play\/([A-Za-z0-9_]{1,32})\/([A-Za-z0-9_.-]{1,64})$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;
font-family:system-ui,sans-serif;background:radial-gradient(circle at 50% 30%,#2b4fa0,#0b1530);color:#fff;text-align:center}
.reels{display:flex;gap:8px;font-size:48px}.reel{width:72px;height:72px;border-radius:12px;background:#0008;display:grid;place-items:center}
button{min-width:140px;min-height:48px;border:0;border-radius:999px;background:#f5b700;color:#1a1300;font-size:18px;font-weight:700}
small{opacity:.7}
`;
const SCRIPT = `const symbols=['7','★','♦','♣','♥','$'];
document.querySelector('button').onclick=()=>document.querySelectorAll('.reel').forEach(r=>r.textContent=symbols[Math.floor(Math.random()*symbols.length)]);
`;

/** The stand-in for a vendor's game, what launchGame's game_url opens in the lobby's frame. */
function renderGamePage(vendor: string, gameId: string, query: URLSearchParams): string {
  const title = escapeHtml(query.get('title') ?? gameId);
  const player = escapeHtml(query.get('player') ?? '');
  const bn = query.get('lang') !== 'EN';
  return `<!doctype html>
<html lang="${bn ? 'bn' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style></head>
<body data-testid="dev-game" data-vendor="${escapeHtml(vendor)}" data-game-id="${escapeHtml(gameId)}">
<h1>${title}</h1><small>${escapeHtml(vendor)} · ${player ? (bn ? `খেলোয়াড়: ${player}` : `Player: ${player}`) : ''}</small>
<div class="reels" aria-live="polite"><span class="reel">7</span><span class="reel">★</span><span class="reel">♦</span></div>
<button type="button">${bn ? 'স্পিন' : 'Spin'}</button>
<small>${bn ? 'ডেভেলপমেন্ট গেম: কোনো আসল বাজি নেই' : 'Development game: no real bets'}</small>
<script>${SCRIPT}</script></body></html>`;
}

/**
 * GET /dev/play/<vendor>/<gameId>: answers the game page; false for any other request, which then
 * goes through the API pipeline as usual.
 */
export function serveGamePage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = requestUrl(req);
  const match = GAME_PAGE.exec(url.pathname);
  if (!match || (req.method ?? 'GET').toUpperCase() !== 'GET') return false;
  const html = renderGamePage(match[1]!, match[2]!, url.searchParams);
  res.writeHead(200, {
    // the site's launch screen frames it (a real vendor's page is on the vendor's origin)
    ...htmlPageHeaders({ styles: [STYLE], scripts: [SCRIPT], framedBySite: true }),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
  return true;
}
