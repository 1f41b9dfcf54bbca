import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform, fail, type FakeCall } from '@wl/testing/platform';
import { FeedbackScreen } from './feedback-screen.tsx';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const earlier = {
  id: 9,
  type: 'GAME',
  typeName: 'গেম',
  remark: 'Slow game',
  images: [],
  createdAt: '2026-11-20T06:00:00.000Z',
  status: 'REPLIED',
  reply: 'Fixed now',
  repliedAt: '2026-11-21T06:00:00.000Z',
};
// Feedback sends its pictures as multipart form data: MSW hands the handler the parts as sent (decision 038).
const api = (extra = {}) =>
  answerPlatform({
    'GET /wps/feedback/types': () => [
      { type: 'GAME', name: 'গেম' },
      { type: 'OTHER', name: 'অন্যান্য' },
    ],
    'GET /wps/feedback': () => ({ list: [earlier], currentPage: 1, totalPages: 1 }),
    ...extra,
  });
const renderFeedback = () => renderAt(<FeedbackScreen />);
// the types arrive after the first paint (a disabled select holds their place): choose once they are here
const chooseType = async (type: string) => {
  await screen.findByRole('option', { name: 'গেম' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'মতামতের ধরন' }), type);
};
const sends = (calls: FakeCall[]) => calls.filter((c) => c.method.toUpperCase() === 'PUT');

describe('FeedbackScreen', () => {
  beforeAll(() => {
    let n = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => signInAs());
  it('shows earlier feedback with its reply', async () => {
    api();
    renderFeedback();
    expect(await screen.findByText('Fixed now')).toBeInTheDocument();
    expect(screen.getByText('উত্তর দেওয়া হয়েছে')).toBeInTheDocument();
  });

  it('counts the remark live and refuses 141 characters without sending', async () => {
    const calls = api();
    renderFeedback();
    await chooseType('GAME');
    const remark = screen.getByRole('textbox', { name: 'আপনার মতামত' });
    await userEvent.click(remark);
    await userEvent.paste('a'.repeat(141));
    expect(screen.getByText('১৪১/১৪০')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(screen.getByText('মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে')).toBeInTheDocument();
    expect(remark).toHaveAccessibleDescription(expect.stringContaining('মতামত সর্বোচ্চ ১৪০'));
    expect(remark).toHaveValue('a'.repeat(141));
    expect(sends(calls)).toHaveLength(0);
  });

  it('refuses a text file, a 6 MB picture and a fourth picture, and removes one', async () => {
    api();
    renderFeedback();
    const input = screen.getByLabelText('ছবি যোগ করুন') as HTMLInputElement;
    await userEvent.upload(input, file('notes.txt', 'text/plain'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('শুধু PNG বা JPG ছবি গ্রহণযোগ্য');
    await userEvent.upload(input, file('big.png', 'image/png', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('প্রতিটি ছবি সর্বোচ্চ ৫ MB হতে পারে');
    await userEvent.upload(input, [
      file('1.png', 'image/png'),
      file('2.jpg', 'image/jpeg'),
      file('3.png', 'image/png'),
      file('4.png', 'image/png'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('সর্বোচ্চ ৩টি ছবি যুক্ত করা যায়');
    expect(screen.getAllByRole('img', { name: /নম্বর ছবি/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '২ নম্বর ছবি সরান' }));
    expect(screen.getAllByRole('img', { name: /নম্বর ছবি/ })).toHaveLength(2);
  });

  it('sends type, remark and pictures once, thanks the member, clears the form and lists the feedback sent', async () => {
    const sent = {
      ...earlier,
      id: 10,
      type: 'OTHER',
      typeName: 'অন্যান্য',
      remark: 'Great site',
      status: 'PENDING',
      reply: null,
      repliedAt: null,
    };
    let list: (typeof earlier | typeof sent)[] = [earlier];
    const calls = api({
      'GET /wps/feedback': () => ({ list, currentPage: 1, totalPages: 1 }),
      'PUT /wps/feedback': () => {
        list = [sent, earlier];
        return sent;
      },
    });
    renderFeedback();
    await chooseType('OTHER');
    // the remark reaches the platform trimmed, as its 140 characters are counted
    await userEvent.type(screen.getByRole('textbox', { name: 'আপনার মতামত' }), '  Great site ');
    await userEvent.upload(screen.getByLabelText('ছবি যোগ করুন'), file('1.png', 'image/png'));
    const sendButton = screen.getByRole('button', { name: 'পাঠান' });
    await userEvent.dblClick(sendButton);
    expect(await screen.findByText('ধন্যবাদ, আপনার মতামত পাঠানো হয়েছে')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'আগের মতামত' });
    expect(await within(history).findByText('Great site')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('০/১৪০')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'আপনার মতামত' })).toHaveValue('');
    expect(sends(calls)).toHaveLength(1);
    const body = sends(calls)[0]?.body as FormData;
    expect(body.get('type')).toBe('OTHER');
    expect(body.get('remark')).toBe('Great site');
    const images = body.getAll('images') as File[];
    expect(images.map((image) => [image.name, image.type, image.size])).toEqual([['1.png', 'image/png', 10]]);
  });

  it('keeps everything typed when the server refuses, with the refusal at its field', async () => {
    api({
      'PUT /wps/feedback': () =>
        fail('IMAGE_TYPE_INVALID', { status: 400, message: 'Only PNG or JPG pictures are accepted', value: { index: 0 } }),
    });
    renderFeedback();
    await chooseType('GAME');
    await userEvent.type(screen.getByRole('textbox', { name: 'আপনার মতামত' }), 'Pictures');
    await userEvent.upload(screen.getByLabelText('ছবি যোগ করুন'), file('fake.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('শুধু PNG বা JPG ছবি গ্রহণযোগ্য');
    expect(screen.getByRole('textbox', { name: 'আপনার মতামত' })).toHaveValue('Pictures');
    expect(within(screen.getByRole('group', { name: /ছবি/ })).getAllByRole('img')).toHaveLength(1);
  });
});
