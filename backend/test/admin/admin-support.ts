/** Small request helpers of the administration tests (on top of ../support). */
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../support/test-app';
import { bearer } from '../support/factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request with an optional token; answers status, parsed body and the raw text. */
export async function call(t: TestApp, method: Method, url: string, token?: string, payload?: unknown) {
  const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  const res = await t.app.inject(options);
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // The tests read whichever fields the response under test has; each assertion states the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: (isJson ? res.json() : null) as any, text: res.body };
}
