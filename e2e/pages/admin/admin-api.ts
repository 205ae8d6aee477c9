import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Calls the API with the session the page holds (its stored token): for looking things up or preparing data a
 * story does not click through itself.
 */
export class AdminApi {
  constructor(private readonly page: Page) {}

  private get request(): APIRequestContext {
    return this.page.request;
  }

  private async headers(): Promise<Record<string, string>> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('The page holds no session token');
    return { Authorization: `Bearer ${token}` };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path, { headers: await this.headers() });
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data: object): Promise<T> {
    const response = await this.request.post(path, { headers: await this.headers(), data });
    if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async delete(path: string): Promise<void> {
    const response = await this.request.delete(path, { headers: await this.headers() });
    if (!response.ok()) throw new Error(`DELETE ${path} answered ${response.status()}: ${await response.text()}`);
  }
}
