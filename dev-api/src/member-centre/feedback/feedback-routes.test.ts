import { useTestServer } from '../../test-support/use-test-server.ts';
import { expectSwitchedOff, MB, pngOfSize, sendMultipart, smallJpeg, smallPng } from '../test-kit.ts';

const server = useTestServer();

const send = async (fields: Record<string, string>, images: Buffer[] = [], names?: string[]) => {
  const token = await server.client().token();
  const files = images.map((bytes, i) => ({ field: 'images', bytes, name: names?.[i] ?? `shot-${i}.png` }));
  return { token, reply: await sendMultipart(server, 'PUT', '/wps/feedback', token, fields, files) };
};

const ok = { type: 'GAME', remark: 'The game froze after my bet.' };

describe('GET /wps/feedback/types', () => {
  it('lists the feedback types, in Bengali by default', async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const types = (await client.get('/wps/feedback/types', { token: await client.token() })).body.value;
    expect(types.map((t: { type: string }) => t.type)).toEqual([
      'DEPOSIT',
      'WITHDRAW',
      'GAME',
      'PROMOTION',
      'ACCOUNT',
      'SUGGESTION',
      'OTHER',
    ]);
    expect(types[0]).toEqual({ type: 'DEPOSIT', name: 'ডিপোজিট' });
  });
});

describe('PUT /wps/feedback', () => {
  it('files a remark with three pictures (png and jpg) and serves the pictures back', async () => {
    const { token, reply } = await send(ok, [smallPng(), smallJpeg(), pngOfSize(5 * MB)]);
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual({
      id: expect.any(Number),
      type: 'GAME',
      typeName: 'Games',
      remark: 'The game froze after my bet.',
      images: [expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)],
      createdAt: new Date(server.clock.now()).toISOString(),
      status: 'PENDING',
      reply: null,
      repliedAt: null,
    });
    const picture = await server.client().bytes(reply.body.value.images[1], token);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const list = (await server.client().get('/wps/feedback', { token })).body.value;
    expect(list.list[0]).toEqual(reply.body.value);
  });

  it('takes a remark of exactly 140 characters (Bengali counted per character) and no picture', async () => {
    const remark = 'ক'.repeat(140);
    const { reply } = await send({ type: 'suggestion', remark });
    expect(reply.body.value).toMatchObject({ type: 'SUGGESTION', remark, images: [] });
  });

  it.each([
    ['a 141-character remark', { ...ok, remark: 'x'.repeat(141) }, [], 'REMARK_TOO_LONG', { max: 140, length: 141 }],
    ['an empty remark', { ...ok, remark: '   ' }, [], 'REMARK_REQUIRED', undefined],
    ['an unknown type', { ...ok, type: 'LOTTERY' }, [], 'FEEDBACK_TYPE_INVALID', undefined],
    ['no type', { remark: 'hello' }, [], 'FEEDBACK_TYPE_INVALID', undefined],
    ['a text file', ok, [Buffer.from('notes about the bug')], 'IMAGE_TYPE_INVALID', { index: 0 }],
    ['a 6 MB png', ok, [smallPng(), pngOfSize(6 * MB)], 'IMAGE_TOO_LARGE', { index: 1, maxBytes: 5 * MB }],
    ['a fourth picture', ok, [smallPng(), smallPng(), smallPng(), smallPng()], 'IMAGE_TOO_MANY', { max: 3 }],
  ])('refuses %s with its own code and files nothing', async (_name, fields, images, errorCode, value) => {
    const { token, reply } = await send(fields as Record<string, string>, images as Buffer[], ['notes.txt']);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode, message: expect.any(String), ...(value ? { value } : {}) });
    expect((await server.client().get('/wps/feedback', { token })).body.value.total).toBe(3);
  });

  it('gives each refusal a Bengali text too', async () => {
    const token = await server.client().token();
    const reply = await sendMultipart(server, 'PUT', '/wps/feedback', token, { ...ok, remark: 'x'.repeat(141) }, [], 'BN');
    expect(reply.body.message).toBe('মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে');
  });

  it('takes base64 pictures in a JSON body too', async () => {
    const client = server.client();
    const token = await client.token();
    const images = [`data:image/png;base64,${smallPng().toString('base64')}`, smallJpeg().toString('base64')];
    const reply = await client.call('PUT', '/wps/feedback', { token, json: { type: 'DEPOSIT', remark: 'bKash deposit missing', images } });
    expect(reply.body.value.images).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/)]);
    const text = await client.call('PUT', '/wps/feedback', { token, json: { type: 'DEPOSIT', remark: 'x', images: ['bm90IGFuIGltYWdl'] } });
    expect(text.body.errorCode).toBe('IMAGE_TYPE_INVALID');
  });

  it('files a repeated request (the same requestId) once', async () => {
    const { token, reply } = await send({ ...ok, requestId: 'tap-1' });
    const again = await sendMultipart(server, 'PUT', '/wps/feedback', token, { ...ok, requestId: 'tap-1' }, []);
    expect(again.body.value.id).toBe(reply.body.value.id);
    expect((await server.client().get('/wps/feedback', { token })).body.value.total).toBe(4);
  });

  it('files at most 20 a day per member', async () => {
    const token = await server.client().token();
    for (let i = 0; i < 20; i++) {
      expect((await sendMultipart(server, 'PUT', '/wps/feedback', token, { ...ok, remark: `report ${i}` }, [])).status).toBe(200);
      server.clock.advance(60_000);
    }
    const limited = await sendMultipart(server, 'PUT', '/wps/feedback', token, ok, []);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 24 * 60 * 60 - 20 * 60 } });
    server.clock.advance(limited.body.value.retryAfterSeconds * 1000 - 1000);
    // a day later the session has lapsed: log in again
    const later = await server.client().token();
    expect((await sendMultipart(server, 'PUT', '/wps/feedback', later, ok, [])).status).toBe(429);
    server.clock.advance(1000);
    expect((await sendMultipart(server, 'PUT', '/wps/feedback', later, ok, [])).status).toBe(200);
  });

  it('is switched off with FEEDBACK3', () => expectSwitchedOff(server, 'FEEDBACK3', 'PUT', '/wps/feedback'));
});

describe('GET /wps/feedback', () => {
  it("lists demo01's earlier feedback with the operator's replies, newest first", async () => {
    const client = server.client();
    const value = (await client.get('/wps/feedback', { token: await client.token() })).body.value;
    expect(value).toMatchObject({ currentPage: 1, totalPages: 1, showPageSize: 10, total: 3 });
    expect(value.list.map((f: { status: string }) => f.status)).toEqual(['PENDING', 'REPLIED', 'REPLIED']);
    expect(value.list[1]).toMatchObject({
      type: 'GAME',
      typeName: 'Games',
      reply: 'We checked with the game provider and the bet has been refunded.',
      repliedAt: expect.any(String),
    });
  });
});
