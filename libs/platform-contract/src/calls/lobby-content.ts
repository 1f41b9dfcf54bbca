import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { announcement } from './announcements.ts';
import { isoTime, money } from './shapes.ts';

// The lobby's other pages (dev-api/CONTRACT.md sections 7 and 16): promotions, the red envelope rain, the help
// centre and the user agreement.

/** A promotion is an announcement with its categories and the member's status (JOIN, COMING_SOON, ...). */
export const promotion = v.object({ ...announcement.entries, promoAnnouncementCategoryIds: v.array(v.number()), status: v.string() });

const rainWindow = v.object({ startTime: isoTime, endTime: isoTime });
const REWCEN3 = 'REWCEN3';
const text = v.object({ title: v.string(), content: v.string() });

export const promotionsCall = defineCall({
  name: 'REWCEN3_promotions',
  method: 'GET',
  path: relay('REWCEN3_promotions'),
  moduleId: REWCEN3,
  value: v.object({ categories: v.array(v.object({ id: v.number(), name: v.string() })), list: v.array(promotion) }),
});

export const promotionCall = defineCall({
  name: 'REWCEN3_promotionDetail',
  method: 'GET',
  path: relay('REWCEN3_promotionDetail'),
  moduleId: REWCEN3,
  query: v.object({ id: v.string() }),
  value: promotion,
});

export const redRainCall = defineCall({
  name: 'REWCEN3_redRain',
  method: 'GET',
  path: relay('REWCEN3_redRain'),
  moduleId: REWCEN3,
  value: v.object({
    status: v.picklist(['ACTIVE', 'UPCOMING']),
    current: v.nullable(rainWindow),
    next: rainWindow,
    /** HH:mm in Asia/Dhaka */
    schedule: v.array(v.string()),
    minutes: v.number(),
    maxAmount: money,
    /** a member who took this session's envelope: its amount */
    claimedAmount: v.nullable(money),
  }),
});

export const claimRedRainCall = defineCall({
  name: 'REWCEN3_redRain_claim',
  method: 'POST',
  path: relay('REWCEN3_redRain'),
  moduleId: REWCEN3,
  body: v.object({}),
  value: v.object({ amount: money }),
  idempotent: true,
});

export const helpCall = defineCall({
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: v.object({ lang: v.string() }),
  value: v.array(v.object({ id: v.number(), ...text.entries })),
});

export const agreementCall = defineCall({ name: 'userAgreement', method: 'GET', path: '/wps/system/userAgreement', value: text });

export const lobbyContentCalls = {
  promotions: promotionsCall,
  promotion: promotionCall,
  redRain: redRainCall,
  claimRedRain: claimRedRainCall,
  help: helpCall,
  agreement: agreementCall,
};

export type Promotion = v.InferOutput<typeof promotion>;
export type PromotionList = v.InferOutput<typeof promotionsCall.value>;
export type RainState = v.InferOutput<typeof redRainCall.value>;
export type HelpTopic = v.InferOutput<(typeof helpCall.value)['item']>;
