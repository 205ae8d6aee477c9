/** A request the API client sent, as the tests read it. */
export interface SentRequest {
  method: string;
  /** The path without its query. */
  url: string;
  params: Record<string, string>;
  headers: Headers;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

/**
 * Answers every request of the API client (the platform's fetch) with `status` and `data` as JSON, and records what
 * was sent. Restored after each test by `jest.restoreAllMocks()` or `spy.mockRestore()`.
 */
export function answerFetch(status: number, data: unknown): SentRequest[] {
  const seen: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    seen.push({
      method: init?.method ?? 'GET',
      url: url.pathname,
      params: Object.fromEntries(url.searchParams),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}
