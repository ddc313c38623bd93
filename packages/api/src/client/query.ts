/** Search params from a plain object: empty values dropped, arrays repeated (`ids=1&ids=2`). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export const toSearchParams = (params: object | undefined): URLSearchParams => {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
};
