import { useTestServer } from '../../test-support/use-test-server.ts';
import { MB, pngOfSize, sendMultipart, smallJpeg, smallPng } from '../test-kit.ts';

const server = useTestServer();

const info = async (token: string) => (await server.client().get('/wps/member/info', { token })).body.value;

describe('POST /wps/member/info/nickname', () => {
  it('changes what /wps/member/info answers', async () => {
    const client = server.client();
    const token = await client.token();
    const reply = await client.post('/wps/member/info/nickname', { token, form: { nickname: '  রহিম ভাই ' } });
    expect(reply.body).toEqual({ success: true, value: { nickname: 'রহিম ভাই' } });
    expect((await info(token)).nickname).toBe('রহিম ভাই');
  });

  it.each([
    ['', 'required'],
    ['R', 'length'],
    ['Rahim the Great of Dhaka', 'length'],
    ['<b>Rahim</b>', 'pattern'],
    ['Rahim\u202Emiha', 'pattern'],
    ['Ra\u0000him', 'pattern'],
    ['Ra\u200Bhim', 'pattern'],
  ])("refuses %j by the register settings' nickname rule (%s) and keeps the old one", async (nickname, problem) => {
    const client = server.client();
    const token = await client.token();
    const reply = await client.post('/wps/member/info/nickname', { token, json: { nickname } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errorCode: 'field_invalid',
      value: { fields: [{ field: 'nickname', problem, patternId: 'NICKNAME' }] },
    });
    expect((await info(token)).nickname).toBe('Rahim');
  });
});

describe('POST /wps/member/info/email', () => {
  it('binds a new e-mail with the login password, masked afterwards', async () => {
    const client = server.client();
    const token = await client.token();
    const reply = await client.post('/wps/member/info/email', { token, form: { email: 'rahim.uddin@example.com', password: 'Demo@1234' } });
    expect(reply.body.value).toEqual({ email: 'ra****@example.com', emailBound: true, securityLevel: 'MEDIUM' });
    expect((await info(token)).email).toBe('ra****@example.com');
  });

  it('refuses a malformed e-mail before it looks at the password, then a missing or wrong password', async () => {
    const client = server.client();
    const token = await client.token();
    const bad = await client.post('/wps/member/info/email', { token, form: { email: 'rahim@', password: 'wrong' } });
    expect(bad.body).toMatchObject({
      errorCode: 'field_invalid',
      value: { fields: [{ field: 'email', problem: 'pattern', patternId: 'EMAIL' }] },
    });
    const missing = await client.post('/wps/member/info/email', { token, form: { email: 'rahim@example.com' } });
    expect(missing.body).toMatchObject({ errorCode: 'field_invalid', value: { fields: [{ field: 'password', problem: 'required' }] } });
    const wrong = await client.post('/wps/member/info/email', { token, form: { email: 'rahim@example.com', password: 'Demo@12345' } });
    expect(wrong.body).toMatchObject({ errorCode: 'LOGIN_PASSWORD_INCORRECT', message: 'Login password incorrect' });
    expect((await info(token)).email).toBe('de****@example.com');
  });

  it('stops password guessing at the fifth wrong try for fifteen minutes, login included', async () => {
    const client = server.client();
    const token = await client.token();
    const attempt = (password: string) => client.post('/wps/member/info/email', { token, form: { email: 'rahim@example.com', password } });
    for (let i = 0; i < 4; i++) expect((await attempt(`Wrong${i}pass`)).body.errorCode).toBe('LOGIN_PASSWORD_INCORRECT');
    const fifth = await attempt('Wrong4pass');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS', value: { retryAfterSeconds: 900 } });
    expect((await attempt('Demo@1234')).status).toBe(429);
    // the same count as login's: the password is locked there too
    expect((await client.login('demo01', 'Demo@1234')).status).toBe(429);
    server.clock.advance(15 * 60 * 1000);
    expect((await attempt('Demo@1234')).status).toBe(200);
  });
});

describe('POST /wps/member/info/payeename', () => {
  it('is set once, with the login password; a second change is refused', async () => {
    const client = server.client();
    const token = await client.token('nusrat99', 'Nusrat@2024');
    expect((await info(token)).payeeName).toBeNull();
    const set = await client.post('/wps/member/info/payeename', { token, form: { payeeName: 'নুসরাত  জাহান', password: 'Nusrat@2024' } });
    expect(set.body.value).toEqual({ payeeName: 'নুসরাত জাহান' });
    expect((await info(token)).payeeName).toBe('নুসরাত জাহান');
    const again = await client.post('/wps/member/info/payeename', { token, form: { payeeName: 'Someone Else', password: 'Nusrat@2024' } });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('PAYEE_NAME_LOCKED');
  });

  it.each(['', 'N', '12345', 'Nusrat <b>', 'Nusrat\u202E', 'a'.repeat(51)])(
    'refuses %j as a name (Name format not valid)',
    async (payeeName) => {
      const client = server.client();
      const token = await client.token('nusrat99', 'Nusrat@2024');
      const reply = await client.post('/wps/member/info/payeename', { token, json: { payeeName, password: 'Nusrat@2024' } });
      expect(reply.body).toMatchObject({ errorCode: 'NAME_FORMAT_INVALID', message: 'Name format not valid' });
    },
  );

  it("accepts the names people have: O'Brien, Md. Rahim, Abu-Bakar", async () => {
    for (const [username, password, payeeName] of [
      ['nusrat99', 'Nusrat@2024', "Nusrat O'Brien"],
      ['tanvir21', 'Tanvir@2024', 'Md. Tanvir Abu-Bakar'],
    ]) {
      const client = server.client();
      const token = await client.token(username, password);
      expect((await client.post('/wps/member/info/payeename', { token, json: { payeeName, password } })).body.value).toEqual({ payeeName });
    }
  });
});

describe('the profile picture: POST and GET /wps/member/info/icon', () => {
  it('stores a png sent as a file and serves it back at its address', async () => {
    const client = server.client();
    const token = await client.token();
    expect((await client.get('/wps/member/info/icon', { token })).body.value).toEqual({ url: null });
    const png = smallPng();
    const reply = await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [
      { field: 'icon', bytes: png, name: 'me.png', type: 'image/png' },
    ]);
    expect(reply.body.value.url).toMatch(/^\/wps\/member\/media\?file=[0-9a-f]{32}\.png$/);
    expect((await client.get('/wps/member/info/icon', { token })).body.value.url).toBe(reply.body.value.url);
    expect((await info(token)).avatarUrl).toBe(reply.body.value.url);
    const image = await client.bytes(reply.body.value.url, token);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.bytes.equals(png)).toBe(true);
  });

  it("answers a picture only to its owner's live session (issue 21 finding 4)", async () => {
    const client = server.client();
    const token = await client.token();
    const url = (
      await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [{ field: 'icon', bytes: smallPng(), name: 'a.png' }])
    ).body.value.url as string;
    expect((await client.bytes(url)).status).toBe(401);
    const stranger = await server.client().token('nusrat99', 'Nusrat@2024');
    expect((await client.bytes(url, stranger)).status).toBe(404);
    await client.post('/wps/session/logout', { token });
    expect((await client.bytes(url, token)).status).toBe(401);
    // the old public address is gone
    expect((await client.bytes(`/assets/member/${url.slice(-36)}`)).status).toBe(404);
  });

  it("takes a jpg as a base64 data URL in a form too; the replaced picture's address stops working", async () => {
    const client = server.client();
    const token = await client.token();
    const first = (
      await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [{ field: 'icon', bytes: smallPng(), name: 'a.png' }])
    ).body.value.url;
    const icon = `data:image/jpeg;base64,${smallJpeg().toString('base64')}`;
    const second = (await client.post('/wps/member/info/icon', { token, form: { icon } })).body.value.url;
    expect(second).toMatch(/\.jpg$/);
    expect((await client.bytes(second, token)).headers.get('content-type')).toBe('image/jpeg');
    expect((await client.bytes(first, token)).status).toBe(404);
    expect((await client.bytes(`/wps/member/media?file=${'0'.repeat(32)}.png`, token)).status).toBe(404);
  });

  it('judges by the bytes, not the name: a text file named .png is refused', async () => {
    const client = server.client();
    const token = await client.token();
    const reply = await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [
      { field: 'icon', bytes: Buffer.from('just text'), name: 'fake.png', type: 'image/png' },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'IMAGE_TYPE_INVALID', message: 'Only PNG or JPG pictures are accepted' });
    expect((await client.get('/wps/member/info/icon', { token })).body.value.url).toBeNull();
  });

  it('takes exactly 5 MB and refuses a byte more, no picture, and two pictures', async () => {
    const client = server.client();
    const token = await client.token();
    const send = (bytes: Buffer[]) =>
      sendMultipart(
        server,
        'POST',
        '/wps/member/info/icon',
        token,
        {},
        bytes.map((b, i) => ({ field: 'icon', bytes: b, name: `${i}.png` })),
      );
    expect((await send([pngOfSize(5 * MB)])).status).toBe(200);
    expect((await send([pngOfSize(5 * MB + 1)])).body).toMatchObject({ errorCode: 'IMAGE_TOO_LARGE', value: { maxBytes: 5 * MB } });
    expect((await send([pngOfSize(6 * MB)])).body.errorCode).toBe('IMAGE_TOO_LARGE');
    expect((await send([])).body.errorCode).toBe('IMAGE_REQUIRED');
    expect((await client.post('/wps/member/info/icon', { token, form: { other: 'x' } })).body.errorCode).toBe('IMAGE_REQUIRED');
    expect((await send([smallPng(), smallPng()])).body).toMatchObject({ errorCode: 'ICON_ONE_ONLY', message: 'Send one picture' });
  });

  it('refuses a body far beyond any picture with 413', async () => {
    const token = await server.client().token();
    const reply = await sendMultipart(server, 'POST', '/wps/member/info/icon', token, {}, [
      { field: 'icon', bytes: pngOfSize(13 * MB), name: 'huge.png' },
    ]);
    expect(reply.status).toBe(413);
    expect(reply.body.errorCode).toBe('request_body_too_large');
  });
});

describe("the day's picture budget (MEDIA_BYTES_PER_DAY, issue 21 finding 3)", () => {
  const budget = useTestServer('test', { bounds: { mediaBytesPerDay: 5 * MB } });
  const send = (token: string) =>
    sendMultipart(budget, 'POST', '/wps/member/info/icon', token, {}, [{ field: 'icon', bytes: pngOfSize(2 * MB), name: 'p.png' }]);

  it('refuses the picture that would pass it until a day after the first of the day; a replaced picture gives no room back', async () => {
    const token = await budget.client().token();
    const first = budget.clock.now();
    expect((await send(token)).status).toBe(200);
    budget.clock.advance(20 * 60 * 1000);
    expect((await send(token)).status).toBe(200);
    const refused = await send(token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errorCode: 'MEDIA_BUDGET_EXCEEDED',
      value: { budgetBytes: 5 * MB, retryAt: new Date(first + 24 * 60 * 60 * 1000).toISOString() },
    });
    budget.clock.advance(24 * 60 * 60 * 1000 - 20 * 60 * 1000);
    expect((await send(await budget.client().token())).status).toBe(200);
  });
});
