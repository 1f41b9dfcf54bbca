// The 5.x session store for the releases built on it (decision 058's facade): the session and the member's figures in
// one zustand store. The kit's session store holds the session alone, and the member's details, balance and unread
// count are queries (decision 074); this store is a view of the two, kept in step with both, whose setters write
// where the kit keeps each thing. The shell's own parts never read it.
import { create } from 'zustand';
import { MEMBER_KEYS, type MemberInfo, queryCache, useSessionStore as useKitSession } from '@wl/kit';

interface Wallet {
  sumBalance: number;
}

/** What a 5.x part reads of the member's figures. */
interface Figures {
  member: MemberInfo | null;
  wallet: Wallet | null;
  walletLoading: boolean;
  unreadCount: number;
}

export interface SessionState5 extends ReturnType<typeof useKitSession.getState>, Figures {
  setMember(member: MemberInfo | null): void;
  setWallet(wallet: Wallet | null): void;
  /** the balance's query says whether it loads: a 5.x part's word is not needed */
  setWalletLoading(loading: boolean): void;
  setUnreadCount(count: number): void;
}

const signedIn = () => useKitSession.getState().session !== null;

function figures(): Figures {
  if (!signedIn()) return { member: null, wallet: null, walletLoading: false, unreadCount: 0 };
  const wallet = queryCache.snapshot<Wallet>(MEMBER_KEYS.wallet);
  return {
    member: queryCache.snapshot<MemberInfo>(MEMBER_KEYS.member).data ?? null,
    wallet: wallet.data ?? null,
    walletLoading: wallet.isFetching,
    unreadCount: queryCache.snapshot<number>(MEMBER_KEYS.unreadCount).data ?? 0,
  };
}

const sameFigures = (a: Figures, b: Figures) =>
  a.member === b.member && a.wallet === b.wallet && a.walletLoading === b.walletLoading && a.unreadCount === b.unreadCount;

export const useSessionStore = create<SessionState5>()(() => ({
  ...useKitSession.getState(),
  ...figures(),
  setMember: (member) => queryCache.setData(MEMBER_KEYS.member, () => member),
  setWallet: (wallet) => queryCache.setData(MEMBER_KEYS.wallet, () => wallet),
  setWalletLoading: () => {},
  setUnreadCount: (count) => queryCache.setData(MEMBER_KEYS.unreadCount, () => count),
}));

const sync = () => {
  const next = figures();
  if (!sameFigures(useSessionStore.getState(), next)) useSessionStore.setState(next);
};
useKitSession.subscribe((state) => {
  useSessionStore.setState(state);
  sync();
});
// the member's queries' keys start with 'member' (MEMBER_KEYS)
queryCache.client.getQueryCache().subscribe((event) => {
  if (event.query.queryKey[0] === 'member') sync();
});
