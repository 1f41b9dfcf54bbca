// The deposit records' first screen (decision 072): rows-shape.ts's keep, with a deposit's fields.
import { depositFields, depositTitle } from '../model/record-rows.ts';
import { rowsKeep } from './rows-shape.ts';

export const keep = rowsKeep(depositFields, depositTitle);
