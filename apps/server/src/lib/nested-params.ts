import qs from 'qs';

/**
 * Nested bracket params (`q[name_cont]=x`, `q[id_in][]=1`), for query strings and the server-rendered
 * forms' bodies alike, with bounds so a hostile string cannot build a huge object.
 */
export const parseNestedParams = (text: string) =>
  qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 });
