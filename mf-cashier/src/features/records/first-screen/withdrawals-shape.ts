// The withdrawal records' first screen (decision 072): rows-shape.ts's keep, with a withdrawal's fields.
import { withdrawFields, withdrawTitle } from '../model/record-rows.ts';
import { rowsKeep } from './rows-shape.ts';

export const keep = rowsKeep(withdrawFields, withdrawTitle);
