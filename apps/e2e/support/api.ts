import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import type { StorageState } from './database';
import { baseUrl } from './env';

/**
 * The server's JSON API as one signed-in user, for seeding: every call sends `X-Client-App: webapp`
 * (the CSRF check for cookie sessions) and fails with the server's answer unless it succeeds.
 */
export class ApiClient {
  private constructor(readonly request: APIRequestContext) {}

  /** A client with its own cookie jar, signed in with `storageState` (a file or a state object). */
  static async open(playwright: PlaywrightWorkerArgs['playwright'], storageState: string | StorageState) {
    const request = await playwright.request.newContext({
      baseURL: baseUrl(),
      storageState,
      extraHTTPHeaders: { 'X-Client-App': 'webapp' },
    });
    return new ApiClient(request);
  }

  get<T>(url: string, params?: Record<string, string | number>): Promise<T> {
    return this.json<T>('GET', url, this.request.get(url, { params }));
  }

  post<T>(url: string, data: unknown): Promise<T> {
    return this.json<T>('POST', url, this.request.post(url, { data }));
  }

  put<T>(url: string, data: unknown): Promise<T> {
    return this.json<T>('PUT', url, this.request.put(url, { data }));
  }

  dispose(): Promise<void> {
    return this.request.dispose();
  }

  private async json<T>(method: string, url: string, pending: Promise<APIResponse>): Promise<T> {
    const response = await pending;
    if (!response.ok()) {
      throw new Error(`Seeding: ${method} ${url} answered ${response.status()}: ${await response.text()}`);
    }
    return (await response.json()) as T;
  }
}
