import { registerPayloadOf } from '../../test/fixtures.ts';
import { PAYLOAD_FIELDS, registerChannel, registerFields, registerPayload } from './register-payload.ts';

const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' });

describe('registerMethod of the payload', () => {
  it('is H5 in the browser, PWA as an installed web app, WEBCLIP from an iOS home-screen clip, never APP', () => {
    expect(registerChannel({ matchMedia: media(false), navigator: {} })).toBe('H5');
    expect(registerChannel({ matchMedia: media(true), navigator: {} })).toBe('PWA');
    expect(registerChannel({ matchMedia: media(true), navigator: { standalone: true } })).toBe('WEBCLIP');
    expect(registerChannel({ matchMedia: media(false), navigator: { standalone: false } })).toBe('H5');
    expect(registerChannel({})).toBe('H5');
  });

  it('is H5 in jsdom, the stand-in for a browser tab', () => {
    expect(registerChannel()).toBe('H5');
  });
});

describe('the register payload', () => {
  it('lists every field of spec section 3, optional ones as empty strings, type 0', () => {
    const fields = registerFields(
      {
        username: ' player01 ',
        password: ' Pa55 word',
        confirmPassword: ' Pa55 word',
        captcha: '৪৮২১ ',
        email: '',
        nickname: 'Rahim',
        mobileNum: '1711111111',
        countryDialingCode: '880',
      },
      ['username', 'password', 'confirmPassword', 'email', 'nickname', 'affiliateCode', 'captcha'],
    );
    const payload = registerPayload(fields, { hostname: 'm.example.com', channel: 'H5' });
    // mobileNum was typed on a tab the person left: not shown now, so not sent; the passwords go as typed, the
    // captcha in Latin digits
    expect(payload).toEqual(
      registerPayloadOf({
        registerUrl: 'm.example.com',
        username: 'player01',
        password: ' Pa55 word',
        confirmPassword: ' Pa55 word',
        nickname: 'Rahim',
        captcha: '4821',
      }),
    );
    expect(Object.keys(payload)).toHaveLength(PAYLOAD_FIELDS.length + 5);
  });

  it('defaults the dialling code to 880', () => {
    expect(registerPayload(registerFields({}, []), { hostname: 'h', channel: 'PWA' })).toMatchObject({
      countryDialingCode: '880',
      registerMethod: 'PWA',
    });
  });

  it("sends the provider's proof in place of the platform's code", () => {
    const fields = registerFields({ mobileNum: '01711111111', verificationCode: '123456' }, ['mobileNum', 'verificationCode']);
    expect(
      registerPayload(fields, { hostname: 'h', channel: 'H5', proof: { firebaseChannel: 'sms', firebaseIdToken: 'id-1' } }),
    ).toMatchObject({
      mobileNum: '01711111111',
      verificationCode: '',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-1',
    });
  });
});
