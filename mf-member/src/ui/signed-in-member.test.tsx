import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@wl/shared';
import { signIn, signOutForTest } from '../test/member.tsx';
import { SignedInMember } from './signed-in-member.tsx';

describe('SignedInMember', () => {
  afterEach(() => signOutForTest());

  it('asks a guest to log in at once and again from its button, and shows nothing of the screen', async () => {
    const loginRequired = jest.fn();
    const off = events.on('auth:login-required', loginRequired);
    render(<SignedInMember>secret screen</SignedInMember>);
    expect(loginRequired).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(loginRequired).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('secret screen')).toBeNull();
    off();
  });

  it('turns a trial account away with the actual-account message', () => {
    signIn(4);
    render(<SignedInMember>secret screen</SignedInMember>);
    expect(screen.getByRole('alert')).toHaveTextContent('এই সুবিধা ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন');
    expect(screen.queryByText('secret screen')).toBeNull();
  });

  it('shows the screen to a member', () => {
    signIn(0);
    render(<SignedInMember>secret screen</SignedInMember>);
    expect(screen.getByText('secret screen')).toBeInTheDocument();
  });
});
