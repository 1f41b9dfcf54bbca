import { useQuery } from '@wl/kit';
import { fetchWinners } from '../api/home-api.ts';
import { sortWinners } from '../model/home-rules.ts';

/** The latest winners, biggest first: the home's board and /m/leaderBoard share one cached request. */
export const useWinners = () => useQuery(['lobby', 'winners'], async () => sortWinners(await fetchWinners()));
