import { knownFlagIds } from '../config/whitelabel-flags.ts';
import { ApiError } from '../http/api-error.ts';
import { clearOutbox, lastCaptcha, listOutbox } from '../outbox/outbox.ts';
import type { Route } from '../server/route.ts';

// Development-only routes: they answer their value as the whole body (no envelope) and need no
// Merchant header. A real platform has none of them.

function asBoolean(value: unknown, name: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  throw new ApiError(400, 'request_body_invalid', { devDetail: `${name} must be a boolean` });
}

export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/dev/outbox',
    raw: true,
    handle: ({ db, query }) => {
      const to = query.get('to')?.replace(/^\+/, '').trim() || null;
      return { messages: listOutbox(db, to), lastCaptcha: lastCaptcha(db, query.get('captchaId')?.trim() || null) };
    },
  },
  {
    method: 'DELETE',
    path: '/dev/outbox',
    raw: true,
    handle: ({ db }) => {
      clearOutbox(db);
      return { cleared: true };
    },
  },
  {
    method: 'GET',
    path: '/dev/system-status',
    raw: true,
    handle: ({ state }) => ({
      maintenance: state.switches.maintenance,
      regionRestriction: state.switches.regionRestriction,
      location: state.switches.location,
    }),
  },
  {
    method: 'POST',
    path: '/dev/system-status',
    raw: true,
    handle: async ({ state, readJson }) => {
      const body = await readJson();
      if ('maintenance' in body) state.switches.maintenance = asBoolean(body.maintenance, 'maintenance');
      if ('regionRestriction' in body) state.switches.regionRestriction = asBoolean(body.regionRestriction, 'regionRestriction');
      if (typeof body.location === 'string' && body.location.trim()) state.switches.location = body.location.trim().toUpperCase();
      return {
        maintenance: state.switches.maintenance,
        regionRestriction: state.switches.regionRestriction,
        location: state.switches.location,
      };
    },
  },
  {
    method: 'GET',
    path: '/dev/whitelabel',
    raw: true,
    handle: ({ state }) => state.flags(),
  },
  {
    method: 'POST',
    path: '/dev/whitelabel',
    raw: true,
    handle: async ({ state, readJson }) => {
      const body = await readJson();
      const known = new Set(knownFlagIds());
      for (const [modId, value] of Object.entries(body)) {
        if (!known.has(modId)) throw new ApiError(400, 'request_body_invalid', { devDetail: `unknown flag ${modId}` });
        // null puts a flag back to its default.
        if (value === null) state.switches.flagOverrides.delete(modId);
        else state.switches.flagOverrides.set(modId, asBoolean(value, modId));
      }
      return state.flags();
    },
  },
];
