import { render, screen, waitFor } from '@testing-library/react';
import { signInAs } from '@wl/testing';
import { answerPlatform, raw } from '@wl/testing/platform';
import { MemberImage } from './member-image.tsx';

describe('MemberImage (issue 21 finding 4)', () => {
  beforeEach(() => {
    signInAs();
    URL.createObjectURL = jest.fn(() => 'blob:picture-1');
    URL.revokeObjectURL = jest.fn();
  });

  it("fetches a member's own picture with the session's header and shows it from memory, freed when it goes", async () => {
    const calls = answerPlatform({ 'GET /wps/member/media': () => raw(200, new Blob(['png'], { type: 'image/png' })) });
    const { unmount } = render(<MemberImage src="/wps/member/media?file=ab.png" alt="Profile picture" width={72} height={72} />);
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'blob:picture-1');
    expect(calls[0]?.headers?.Authorization).toBeTruthy();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
  });

  it('keeps its box and shows nothing when the picture cannot be had', async () => {
    const calls = answerPlatform({ 'GET /wps/member/media': () => raw(404, { success: false, errorCode: 'not_found' }) });
    const { container } = render(<MemberImage src="/wps/member/media?file=ab.png" alt="Profile picture" width={72} height={72} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('span')).toHaveStyle({ width: '72px', height: '72px' });
  });

  it('shows any other address as it is (a preset avatar, a chosen file)', () => {
    const calls = answerPlatform({});
    render(<MemberImage src="/assets/img/avatar/avatar-07.svg" alt="" width={56} height={56} className="a" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/assets/img/avatar/avatar-07.svg');
    expect(calls).toHaveLength(0);
  });
});
