import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_KEYS, type MemberInfo, queryCache } from '@wl/kit';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform, fail } from '@wl/testing/platform';
import { SecurityScreen } from './security-screen.tsx';

const config = {
  level: 'MEDIUM',
  score: 4,
  maxScore: 5,
  items: { loginPassword: true, withdrawalPassword: false, email: true, mobile: true, securityQuestions: false },
  email: 'de****@example.com',
  mobile: '171****678',
  payeeName: 'Rahim Uddin',
};
const rules = {
  nickname: { enabled: true, required: false, acceptedPattern: '^[^<>"\'&]{2,20}$', minLength: 2, maxLength: 20, patternId: 'NICKNAME' },
};
/** What the screen reads as it opens: the member's security items, the register settings (their rules), and what
 * its sections show (the picture, the questions to choose from, the member's own). */
const screenReads = (register: object = {}) => ({
  'GET /wps/member/securityConfig': () => config,
  'GET /wps/system/setting/register': () => register,
  'GET /wps/member/info/icon': () => ({ url: null }),
  'GET /wps/member/securityQuestions': () => [1, 2, 3, 4].map((id) => ({ id, question: `Q${id}` })),
  'GET /wps/member/customerSecurityQuestions': () => ({ set: false, questions: [] }),
});
/** The member, reloaded after a change for the header. */
const memberInfo = (nickname: string | null) => ({
  'GET /wps/member/info': () => ({
    id: 1,
    account: 'demo01',
    userName: 'demo01',
    nickname,
    regDate: '2026-01-01',
    type: 0,
    toUpline: true,
    vipLevel: 0,
    vipLabel: 'VIP0',
    avatarUrl: '/assets/img/avatar/1.svg',
  }),
});
const renderSecurity = () => renderAt(<SecurityScreen />);
const open = async (name: string) => {
  const summary = await screen.findByText(name, { selector: 'summary span' });
  await userEvent.click(summary);
  return summary.closest('details') as HTMLElement;
};

describe('SecurityScreen', () => {
  beforeEach(() => signInAs());
  it('shows the level and a locked payee name, and links to the change-password screen', async () => {
    answerPlatform(screenReads(rules));
    renderSecurity();
    expect(await screen.findByText('মাঝারি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /লগইন পাসওয়ার্ড পরিবর্তন করুন/ })).toHaveAttribute('href', '/m/changePsw');
    const payee = await open('প্রাপকের নাম');
    expect(within(payee).getByText(/পরিবর্তন করা যাবে না/)).toBeInTheDocument();
    expect(within(payee).queryByRole('textbox')).toBeNull();
  });

  it('checks the nickname by the platform rule, saves it and reloads the member for the header', async () => {
    const calls = answerPlatform({
      ...screenReads(rules),
      'POST /wps/member/info/nickname': ({ body }) => ({ nickname: (body as { nickname: string }).nickname }),
      ...memberInfo('Rahim'),
    });
    renderSecurity();
    const section = await open('ডাকনাম');
    const input = within(section).getByRole('textbox', { name: 'ডাকনাম' });
    await userEvent.type(input, 'a<');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.includes('nickname'))).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, ' Rahim ');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(queryCache.snapshot<MemberInfo>(MEMBER_KEYS.member).data?.nickname).toBe('Rahim'));
    expect(calls.find((c) => c.url.includes('info/nickname'))?.body).toEqual({ nickname: 'Rahim' });
  });

  it('keeps the e-mail typed when the login password is wrong', async () => {
    answerPlatform({
      ...screenReads(),
      'POST /wps/member/info/email': () => fail('LOGIN_PASSWORD_INCORRECT', { status: 400, message: 'Login password incorrect' }),
    });
    renderSecurity();
    const section = await open('ই-মেইল');
    await userEvent.type(within(section).getByRole('textbox', { name: 'ই-মেইল' }), 'new@example.com');
    await userEvent.type(within(section).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'wrong');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Login password incorrect');
    expect(within(section).getByRole('textbox', { name: 'ই-মেইল' })).toHaveValue('new@example.com');
  });

  it('saves the e-mail trimmed, and the login password exactly as typed', async () => {
    const calls = answerPlatform({
      ...screenReads(),
      'POST /wps/member/info/email': () => ({ email: 'ne****@example.com', emailBound: true, securityLevel: 'HIGH' }),
    });
    renderSecurity();
    const section = await open('ই-মেইল');
    await userEvent.type(within(section).getByRole('textbox', { name: 'ই-মেইল' }), '  new@example.com ');
    await userEvent.type(within(section).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), ' Demo@1234 ');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/info/email'))?.body).toEqual({ email: 'new@example.com', password: ' Demo@1234 ' }),
    );
  });

  it('saves a payee name with the spaces between its words made one, as the cashier sends it', async () => {
    const calls = answerPlatform({
      ...screenReads(),
      'GET /wps/member/securityConfig': () => ({ ...config, payeeName: null }),
      'POST /wps/member/info/payeename': () => ({ payeeName: 'Karim Ahmed' }),
    });
    renderSecurity();
    const section = await open('প্রাপকের নাম');
    await userEvent.type(within(section).getByRole('textbox', { name: 'প্রাপকের নাম' }), ' Karim   Ahmed  ');
    await userEvent.type(within(section).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/info/payeename'))?.body).toEqual({ payeeName: 'Karim Ahmed', password: 'Demo@1234' }),
    );
  });

  it('sets the first withdrawal password with no old one named, the PIN as typed', async () => {
    const calls = answerPlatform({ ...screenReads(), 'POST /wps/member/paymentPassword': () => true });
    renderSecurity();
    const section = await open('উত্তোলন পাসওয়ার্ড');
    await userEvent.type(within(section).getByLabelText('নতুন উত্তোলন পাসওয়ার্ড (৬ অঙ্ক)'), '048291');
    await userEvent.type(within(section).getByLabelText('নতুন উত্তোলন পাসওয়ার্ড নিশ্চিত করুন'), '048291');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/member/paymentPassword'))?.body).toEqual({
        newPassword: '048291',
        confirmPassword: '048291',
      }),
    );
  });

  it('refuses a text file as profile picture, previews a png and uploads it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:avatar');
    URL.revokeObjectURL = jest.fn();
    // the picture goes as multipart form data: MSW hands the handler the parts as sent (decision 038)
    const calls = answerPlatform({
      ...screenReads(),
      'POST /wps/member/info/icon': () => ({ url: '/assets/member/abc.png' }),
      ...memberInfo(null),
    });
    renderSecurity();
    const section = await open('প্রোফাইল ছবি');
    const input = within(section).getByLabelText('একটি ছবি বেছে নিন');
    const save = within(section).getByRole('button', { name: 'সংরক্ষণ করুন' });
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(within(section).getByRole('alert')).toHaveTextContent('শুধু PNG বা JPG ছবি গ্রহণযোগ্য');
    expect(save).toBeDisabled();
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(within(section).getByRole('img', { name: 'প্রোফাইল ছবি' })).toHaveAttribute('src', 'blob:avatar');
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method.toUpperCase() === 'POST' && c.url.includes('info/icon'))).toBe(true));
    const sent = calls.find((c) => c.method.toUpperCase() === 'POST' && c.url.includes('info/icon'))?.body as FormData;
    const picture = sent.get('icon') as File;
    expect([picture.name, picture.type, await picture.text()]).toEqual(['me.png', 'image/png', 'png']);
  });

  it('sets three security questions with the login password, refusing a repeated question first', async () => {
    const calls = answerPlatform({
      ...screenReads(),
      'POST /wps/member/customerSecurityQuestions': () => ({ set: true, questions: [] }),
    });
    renderSecurity();
    const section = await open('নিরাপত্তা প্রশ্ন');
    for (const [n, q, a] of [
      ['১', 'Q1', ' Dhaka  '],
      ['২', 'Q1', 'Shakib'],
      ['৩', 'Q3', 'N'],
    ] as const) {
      await userEvent.selectOptions(await within(section).findByRole('combobox', { name: `প্রশ্ন ${n}` }), q);
      await userEvent.type(within(section).getByRole('textbox', { name: `উত্তর ${n}` }), a);
    }
    await userEvent.type(within(section).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(within(section).getByText('ভিন্ন একটি প্রশ্ন বেছে নিন')).toBeInTheDocument();
    // a repeated question is the question's fault, a short answer the answer's
    expect(within(section).getByRole('combobox', { name: 'প্রশ্ন ২' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('textbox', { name: 'উত্তর ৩' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('combobox', { name: 'প্রশ্ন ৩' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(within(section).getByRole('textbox', { name: 'উত্তর ৩' }), 'okia');
    expect(calls.filter((c) => c.url.includes('customerSecurityQuestions') && c.method.toUpperCase() === 'POST')).toHaveLength(0);
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'প্রশ্ন ২' }), 'Q2');
    await userEvent.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('customerSecurityQuestions') && c.method.toUpperCase() === 'POST')).toBe(true),
    );
    expect(calls.find((c) => c.method.toUpperCase() === 'POST')?.body).toEqual({
      password: 'Demo@1234',
      answers: [
        { questionId: 1, answer: 'Dhaka' },
        { questionId: 2, answer: 'Shakib' },
        { questionId: 3, answer: 'Nokia' },
      ],
    });
  });

  it('resets a forgotten withdrawal password with the login password and the code sent to the verified number', async () => {
    let attempts = 0;
    const calls = answerPlatform({
      ...screenReads(),
      'GET /wps/member/securityConfig': () => ({ ...config, items: { ...config.items, withdrawalPassword: true } }),
      'POST /wps/verification/sms/member': () => ({ expiredMinutes: 1, mobile: '171****678' }),
      'POST /wps/member/paymentPassword/reset': () =>
        (attempts += 1) === 1
          ? fail('VERIFICATION_CODE_ERROR', { status: 400, message: 'যাচাইকরণ কোড ভুল', value: { field: 'verificationCode' } })
          : true,
    });
    renderSecurity();
    const section = await open('উত্তোলন পাসওয়ার্ড');
    await userEvent.click(within(section).getByText('উত্তোলন পাসওয়ার্ড ভুলে গেছেন?'));
    const reset = within(section).getByText('উত্তোলন পাসওয়ার্ড ভুলে গেছেন?').closest('details') as HTMLElement;
    expect(within(reset).getByText('কোডটি 171****678 নম্বরে পাঠানো হবে')).toBeInTheDocument();
    await userEvent.click(within(reset).getByRole('button', { name: 'কোড পাঠান' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/sms/member'))?.body).toEqual({ purpose: 'pinReset' }));
    await userEvent.type(within(reset).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234');
    const code = within(reset).getByRole('textbox', { name: 'যাচাইকরণ কোড' });
    await userEvent.type(code, '111111');
    await userEvent.type(within(reset).getByLabelText('নতুন উত্তোলন পাসওয়ার্ড (৬ অঙ্ক)'), '482916');
    await userEvent.type(within(reset).getByLabelText('নতুন উত্তোলন পাসওয়ার্ড নিশ্চিত করুন'), '482916');
    await userEvent.click(within(reset).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    // the wrong code is said at its field, and nothing typed is lost
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(within(reset).getByText('যাচাইকরণ কোড ভুল')).toBeInTheDocument();
    expect(within(reset).getByLabelText('নতুন উত্তোলন পাসওয়ার্ড (৬ অঙ্ক)')).toHaveValue('482916');
    await userEvent.clear(code);
    // typed on a Bengali keyboard: the same code, in the platform's digits
    await userEvent.type(code, '২৪৬৮১০');
    await userEvent.click(within(reset).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(calls.filter((c) => c.url.endsWith('paymentPassword/reset')).at(-1)?.body).toEqual({
      loginPassword: 'Demo@1234',
      verificationCode: '246810',
      newPassword: '482916',
      confirmPassword: '482916',
    });
  });

  it('asks for a verified number before a PIN reset, and binds one with its code and the login password', async () => {
    const calls = answerPlatform({
      ...screenReads(),
      'GET /wps/member/securityConfig': () => ({
        ...config,
        mobile: null,
        items: { ...config.items, withdrawalPassword: true, mobile: false },
      }),
      'GET /wps/system/setting/register': () => ({
        mobileNum: {
          enabled: true,
          required: false,
          acceptedPattern: '^0?1[3-9]\\d{8}$',
          minLength: 10,
          maxLength: 11,
          patternId: 'MOBILE_BD',
        },
      }),
      'POST /wps/verification/sms/bind': () => ({ expiredMinutes: 1 }),
      'POST /wps/member/info/mobile': () => ({ mobile: '181****678', mobileBound: true, securityLevel: 'HIGH' }),
    });
    renderSecurity();
    const pin = await open('উত্তোলন পাসওয়ার্ড');
    await userEvent.click(within(pin).getByText('উত্তোলন পাসওয়ার্ড ভুলে গেছেন?'));
    expect(within(pin).getByText(/আগে নিচে আপনার মোবাইল নম্বর যুক্ত ও যাচাই করুন/)).toBeInTheDocument();

    const mobile = await open('মোবাইল নম্বর');
    const send = within(mobile).getByRole('button', { name: 'কোড পাঠান' });
    expect(send).toBeDisabled();
    // typed on a Bengali keyboard: the number and the code reach the platform in Latin digits
    await userEvent.type(within(mobile).getByRole('textbox', { name: 'মোবাইল নম্বর' }), '০১৮১২৩৪৫৬৭৮');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/sms/bind'))?.body).toEqual({ mobileNum: '01812345678', countryDialingCode: '880' }),
    );
    await userEvent.type(within(mobile).getByRole('textbox', { name: 'যাচাইকরণ কোড' }), '১২৩৪৫৬');
    await userEvent.type(within(mobile).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234');
    await userEvent.click(within(mobile).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/info/mobile'))?.body).toEqual({
        mobileNum: '01812345678',
        countryDialingCode: '880',
        verificationCode: '123456',
        password: 'Demo@1234',
      }),
    );
  });

  // Issue 35 finding 5: a session and the login password moved the verified number with only the new number's code.
  it('moves a verified number in two steps: the code sent to the current number, then the new number and its code', async () => {
    let saves = 0;
    const calls = answerPlatform({
      ...screenReads(),
      'GET /wps/system/setting/register': () => ({
        mobileNum: {
          enabled: true,
          required: false,
          acceptedPattern: '^0?1[3-9]\\d{8}$',
          minLength: 10,
          maxLength: 11,
          patternId: 'MOBILE_BD',
        },
      }),
      'POST /wps/verification/sms/member': () => ({ expiredMinutes: 1, mobile: '171****678' }),
      'POST /wps/verification/sms/bind': () => ({ expiredMinutes: 1 }),
      'POST /wps/member/info/mobile': () =>
        (saves += 1) === 1
          ? fail('VERIFICATION_CODE_ERROR', { status: 400, message: 'যাচাইকরণ কোড ভুল', value: { field: 'oldVerificationCode' } })
          : { mobile: '181****678', mobileBound: true, securityLevel: 'MEDIUM' },
    });
    renderSecurity();
    const mobile = await open('মোবাইল নম্বর');
    expect(within(mobile).getByText(/অন্য নম্বরে সরাতে দুটি কোড লাগবে/)).toBeInTheDocument();

    // step 1: the current number's code, sent to it
    const oldStep = within(mobile).getByRole('group', { name: 'ধাপ ১: আপনার বর্তমান নম্বর 171****678' });
    const oldCode = within(oldStep).getByRole('textbox', { name: 'বর্তমান নম্বরে পাঠানো কোড' });
    expect(oldCode).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(oldStep).getByText('কোডটি 171****678 নম্বরে যাবে: এতে বোঝা যায় নম্বরটি এখনও আপনার')).toBeInTheDocument();
    await userEvent.click(within(oldStep).getByRole('button', { name: 'কোড পাঠান' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/sms/member'))?.body).toEqual({ purpose: 'numberChange' }));

    // step 2: the new number and its own code
    const newStep = within(mobile).getByRole('group', { name: 'ধাপ ২: নতুন নম্বর' });
    await userEvent.type(within(newStep).getByRole('textbox', { name: 'নতুন মোবাইল নম্বর' }), '01812345678');
    await userEvent.click(within(newStep).getByRole('button', { name: 'কোড পাঠান' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/sms/bind'))?.body).toEqual({ mobileNum: '01812345678', countryDialingCode: '880' }),
    );
    const newCode = within(newStep).getByRole('textbox', { name: 'নতুন নম্বরে পাঠানো কোড' });
    expect(newCode).toHaveAttribute('autocomplete', 'one-time-code');

    // without the old number's code nothing is sent; the field says what is missing
    await userEvent.type(newCode, '654321');
    await userEvent.type(within(mobile).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234');
    await userEvent.click(within(mobile).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(oldCode).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((c) => c.url.endsWith('/info/mobile'))).toHaveLength(0);

    // a wrong old code is said at its field, as text, and nothing typed is lost
    await userEvent.type(oldCode, '111111');
    await userEvent.click(within(mobile).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(within(oldStep).getByText('যাচাইকরণ কোড ভুল')).toBeInTheDocument());
    expect(oldCode).toHaveAttribute('aria-invalid', 'true');
    expect(newCode).toHaveValue('654321');

    await userEvent.clear(oldCode);
    await userEvent.type(oldCode, '123456');
    await userEvent.click(within(mobile).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(saves).toBe(2));
    expect(calls.filter((c) => c.url.endsWith('/info/mobile')).at(-1)?.body).toEqual({
      mobileNum: '01812345678',
      countryDialingCode: '880',
      verificationCode: '654321',
      oldVerificationCode: '123456',
      password: 'Demo@1234',
    });
  });
});
