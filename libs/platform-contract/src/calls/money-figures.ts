import * as v from 'valibot';
import { MONEY_FIGURES, type MoneyFigure } from '../figures.ts';
import { money } from './shapes.ts';

// Apart from shapes.ts: a schema built when its module loads, which the remotes that read no profit and loss
// (the lobby) should not carry.

/** The money figures of profit and loss (figures.ts), each in taka. */
export const moneyFigures = v.object(
  Object.fromEntries(MONEY_FIGURES.map((figure) => [figure, money])) as Record<MoneyFigure, typeof money>,
);
