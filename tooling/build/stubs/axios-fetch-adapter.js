// Stands in for axios's fetch adapter in the pages' bundles (federation-runtime.ts: withoutAxiosFetch).
// The HTTP layer runs on XMLHttpRequest, which every supported browser has: axios picks its adapters in
// the order xhr, http, fetch, and stops at the first one present, so the fetch adapter is never asked.
export const getFetch = () => null;
export default null;
