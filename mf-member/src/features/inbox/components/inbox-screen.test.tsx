import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, MEMBER_KEYS, MemoryRouter, queryCache } from '@wl/kit';
import { signInAs } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { InboxScreen } from './inbox-screen.tsx';

/** The header's badge's figure: the unread count's query, which every inbox answer sets. */
const unreadCount = () => queryCache.snapshot<number>(MEMBER_KEYS.unreadCount).data;

const mails = [
  { id: 2, title: 'Verify your account', createdAt: '2026-11-20T06:00:00.000Z', read: false },
  { id: 1, title: 'Welcome', createdAt: '2026-11-19T06:00:00.000Z', read: true },
];
const renderInbox = () =>
  render(
    <MemoryRouter>
      <InboxScreen />
      <DialogHost />
    </MemoryRouter>,
  );

describe('InboxScreen', () => {
  it('opening an unread mail marks it read, lowers the unread count and sanitizes its HTML', async () => {
    signInAs();
    let read = false;
    answerPlatform({
      'GET /wps/relay/CSP_getInbox': () => ({
        list: mails.map((m) => (m.id === 2 ? { ...m, read } : m)),
        currentPage: 1,
        totalPages: 1,
        unreadCount: read ? 0 : 1,
      }),
      'GET /wps/relay/CSP_getInboxDetail': () => {
        read = true;
        return {
          ...mails[0],
          read: true,
          unreadCount: 0,
          content: '<p>Hello</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        };
      },
    });
    renderInbox();
    const row = await screen.findByRole('button', { name: /Verify your account/ });
    expect(within(row).getByText('অপঠিত')).toBeInTheDocument();
    expect(unreadCount()).toBe(1);
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    expect(await within(dialog).findByText('Hello')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(unreadCount()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(await screen.findByRole('button', { name: /Verify your account/ })).not.toHaveTextContent('অপঠিত');
  });

  it('shows the empty state when there is no mail', async () => {
    signInAs();
    answerPlatform({ 'GET /wps/relay/CSP_getInbox': () => ({ list: [], currentPage: 1, totalPages: 0, unreadCount: 0 }) });
    renderInbox();
    expect(await screen.findByText('এখনও কোনো বার্তা নেই')).toBeInTheDocument();
  });

  it('marks all read and deletes a mail after confirming', async () => {
    signInAs();
    let list = mails;
    const calls = answerPlatform({
      'GET /wps/relay/CSP_getInbox': () => ({ list, currentPage: 1, totalPages: 1, unreadCount: list.filter((m) => !m.read).length }),
      'POST /wps/relay/CSP_readAllInbox': () => {
        list = list.map((m) => ({ ...m, read: true }));
        return { updated: 1, unreadCount: 0 };
      },
      'GET /wps/relay/CSP_getInboxDetail': () => ({ ...mails[1], unreadCount: 0, content: '<p>Hi</p>' }),
      'POST /wps/relay/CSP_deleteInbox': () => {
        list = list.filter((m) => m.id !== 1);
        return { deleted: 1, unreadCount: 0 };
      },
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'সব পঠিত করুন' }));
    expect(await screen.findByRole('button', { name: 'সব পঠিত করুন' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await within(dialog).findByText('Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    const confirm = await screen.findByRole('dialog', { name: 'এই বার্তাটি মুছবেন?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    await screen.findByRole('button', { name: /Verify your account/ });
    expect(screen.queryByRole('button', { name: /Welcome/ })).toBeNull();
    expect(calls.find((c) => c.url.includes('CSP_deleteInbox'))?.body).toEqual({ ids: [1] });
  });
});
