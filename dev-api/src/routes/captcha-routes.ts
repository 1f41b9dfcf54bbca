import { CAPTCHA_COOKIE, storeCaptcha } from '../auth/captcha-store.ts';
import { serializeCookie } from '../http/cookies.ts';
import { randomCaptchaAnswer, renderCaptcha } from '../image/captcha-image.ts';
import { recordCaptchaAnswer } from '../outbox/outbox.ts';
import type { Route } from '../server/route.ts';

const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export const captchaRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/captcha',
    handle: (ctx) => {
      const answer = randomCaptchaAnswer();
      const id = storeCaptcha(ctx.db, ctx.cookies[CAPTCHA_COOKIE], answer, ctx.now);
      recordCaptchaAnswer(ctx.db, id, answer, ctx.now);
      ctx.addHeader('Set-Cookie', serializeCookie(CAPTCHA_COOKIE, id, COOKIE_MAX_AGE_SECONDS));
      return renderCaptcha(answer).toString('base64');
    },
  },
];
