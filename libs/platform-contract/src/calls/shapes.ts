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

/** A date range of Bangladesh days (YYYY-MM-DD, both included); absent: the platform's default range. */
export const dateRange = { startDate: v.optional(v.string()), endDate: v.optional(v.string()) };

/** Server paging of a report's query. */
export const paging = { pageNo: v.number(), pageSize: v.number() };

/**
 * A body sent as multipart/form-data (a browser's FormData, files in it), its fields described in words:
 * the OpenAPI document names them; the front end builds the FormData.
 */
export const multipart = (fields: string) => v.pipe(v.instance(FormData), v.description(`multipart/form-data: ${fields}`));
