import * as v from 'valibot';

// Pieces several calls share. Money is taka as a JSON number unless a schema says text (an amount a
// player typed travels as exact text, decision 023); times are ISO 8601 text.

export const money = v.number();
export const isoTime = v.string();
export const nullableText = v.nullable(v.string());

/** A server-paged report: the page's rows and its paging. */
export const pagedList = <Row extends v.GenericSchema>(row: Row) =>
  v.object({
    list: v.array(row),
    currentPage: v.number(),
    totalPages: v.number(),
    showPageSize: v.number(),
    totalCount: v.number(),
  });
