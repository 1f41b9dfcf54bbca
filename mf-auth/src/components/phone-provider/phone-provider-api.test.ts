import { e164, phoneProviderApi } from './phone-provider-api.ts';

// The provider's replies as the browser gets them: the simulation's and Firebase's error shapes, and no reply.
const reply = (status: number, json: () => Promise<unknown>) => ({ ok: status < 400, status, json });
function answer(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue(reply(status, async () => body));
}

afterEach(() => {
  // jsdom has no fetch of its own
  delete (global as { fetch?: unknown }).fetch;
});

describe('phoneProviderApi', () => {
  it('posts the E.164 number without the platform headers and answers the session', async () => {
    answer(200, { sessionInfo: 's1' });
    await expect(phoneProviderApi.sendCode('+8801712345678')).resolves.toEqual({ sessionInfo: 's1' });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toMatch(/\/dev-idp\/phone\/send$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify({ phoneNumber: '+8801712345678' }) });
    expect(Object.keys(init.headers)).toEqual(['Content-Type']);
  });

  it.each([
    [{ errorCode: 'INVALID_CODE' }, 'INVALID_CODE'],
    [{ error: { code: 400, message: 'SESSION_EXPIRED' } }, 'SESSION_EXPIRED'],
    [{ error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Try again later.' } }, 'TOO_MANY_ATTEMPTS_TRY_LATER'],
    [{ error: { message: 'QUOTA_EXCEEDED' } }, 'UNAVAILABLE'],
  ])('reads the refusal %j as %s', async (body, failure) => {
    answer(400, body);
    await expect(phoneProviderApi.confirmCode('s1', '123456')).rejects.toMatchObject({ failure });
  });

  it('a provider that cannot be reached, or answers no JSON, is UNAVAILABLE', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(phoneProviderApi.sendCode('+8801712345678')).rejects.toMatchObject({ failure: 'UNAVAILABLE' });
    global.fetch = jest.fn().mockResolvedValue(reply(502, () => Promise.reject(new SyntaxError('Unexpected token <'))));
    await expect(phoneProviderApi.sendCode('+8801712345678')).rejects.toMatchObject({ failure: 'UNAVAILABLE' });
  });
});

describe('e164', () => {
  it('writes a typed Bangladeshi number (trunk 0, +880, pasted in full) and another country the same way', () => {
    const typed = ['01712345678', '1712345678', '8801712345678'].map((mobile) => e164(mobile, '+880'));
    expect(new Set(typed)).toEqual(new Set(['+8801712345678']));
    expect(e164('98765 43210', '91')).toBe('+919876543210');
  });
});
