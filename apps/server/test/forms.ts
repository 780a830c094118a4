import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** One parsed `Set-Cookie` header, its value kept exactly as sent (so it can be sent back unchanged). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
  raw: string;
}

export function setCookiesOf(response: LightMyRequestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.map((raw) => {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes, raw };
  });
}

export function setCookieNamed(response: LightMyRequestResponse, name: string): SetCookie | undefined {
  return setCookiesOf(response).find((cookie) => cookie.name === name);
}

/** Whether a Set-Cookie removes the cookie (empty value, or an expiry in the past). */
function removes(cookie: SetCookie): boolean {
  if (cookie.value === '') return true;
  return cookie.attributes.some((attribute) => {
    const [key = '', value = ''] = attribute.split('=');
    if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
export const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** What a reader sees: the page's text without markup (the head's title included), whitespace collapsed. */
export function textOf(html: string): string {
  const body = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  return decodeEntities(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every `role="alert"` element (the red flash messages). */
export function alertsOf(html: string): string[] {
  return [...html.matchAll(/<div class="flash error" role="alert">([\s\S]*?)<\/div>/g)].map((m) =>
    textOf(m[1]!),
  );
}

/** The error text shown under a field (`<div class="field-error" id="{inputId}-error">`), if any. */
export function fieldErrorOf(html: string, inputId: string): string | undefined {
  const match = new RegExp(`<div class="field-error" id="${inputId}-error">([\\s\\S]*?)</div>`).exec(html);
  return match ? textOf(match[1]!) : undefined;
}

/** The `<input ...>` tag with the given name attribute, if any. */
export function inputTagOf(html: string, name: string): string | undefined {
  return [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`name="${name}"`));
}

/** The value attribute of the input with the given name, decoded; undefined when there is no such input. */
export function inputValueOf(html: string, name: string): string | undefined {
  const tag = inputTagOf(html, name);
  if (tag === undefined) return undefined;
  const value = /\bvalue="([^"]*)"/.exec(tag);
  return value ? decodeEntities(value[1]!) : '';
}

export interface Page {
  response: LightMyRequestResponse;
  status: number;
  html: string;
  /** The page's visible text (see `textOf`). */
  text: string;
  /** The form's hidden authenticity_token, when the page has one. */
  token: string | undefined;
}

function pageOf(response: LightMyRequestResponse): Page {
  const html = response.body;
  return {
    response,
    status: response.statusCode,
    html,
    text: textOf(html),
    token: inputValueOf(html, 'authenticity_token'),
  };
}

/**
 * A minimal browser for the server-rendered pages: it keeps cookies between requests (as sent, signed
 * values untouched), posts urlencoded forms, and comes from its own IP so that rate limits stay per test.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Any request, with this browser's cookies and IP; absorbs the Set-Cookie headers of the answer. */
  async request(
    method: InjectOptions['method'],
    url: string,
    options: { payload?: InjectOptions['payload']; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      payload: options.payload,
      remoteAddress: this.ip,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of setCookiesOf(response)) {
      if (removes(set)) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  async get(url: string, headers?: Record<string, string>): Promise<Page> {
    return pageOf(await this.request('GET', url, { headers }));
  }

  /** Posts a form as a browser does: `application/x-www-form-urlencoded`, bracketed field names as given. */
  async post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Page> {
    return pageOf(
      await this.request('POST', url, {
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      }),
    );
  }
}

let ipSequence = 0;
/** A fresh client IP (10.x.y.z) for each call, so that each test has its own per-IP rate limit bucket. */
export function nextIp(): string {
  const n = ++ipSequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Opens a page in a fresh browser (own IP) and answers both, the page's token asserted present. */
export async function openForm(app: FastifyInstance, url: string, browser = new Browser(app, nextIp())) {
  const page = await browser.get(url);
  if (page.status !== 200 || !page.token) {
    throw new Error(
      `Expected a form with an authenticity_token at ${url}, got ${page.status}: ${page.text.slice(0, 200)}`,
    );
  }
  return { browser, page, token: page.token };
}

/** Signs in through the real page: GET the form, POST the credentials with its token. */
export async function signInThroughForm(browser: Browser, email: string, password: string): Promise<Page> {
  const form = await browser.get('/users/sign_in');
  if (!form.token) throw new Error(`No sign-in form (status ${form.status})`);
  return browser.post('/users/sign_in', {
    'user[email]': email,
    'user[password]': password,
    authenticity_token: form.token,
  });
}
