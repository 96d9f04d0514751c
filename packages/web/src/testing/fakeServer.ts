import rison from 'rison';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The decoded rison `q` parameter, when there is one. */
  q: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

interface Route {
  method: string;
  path: string;
  handler: Handler;
}

export interface FakeServer {
  /** Answers `method path` (path without the query string); later routes win over earlier ones. */
  on: (method: string, path: string, handler: Handler | FakeResponse) => FakeServer;
  requests: RecordedRequest[];
  requestsTo: (method: string, path: string) => RecordedRequest[];
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Replaces `fetch` for one test with a table of canned answers in the server's real wire shapes, and
 * records every request. Anything unexpected answers 404 so a wrong URL fails the test visibly.
 */
export function installFakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const server: FakeServer = {
    on(method, path, handler) {
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return server;
    },
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.url.pathname === path),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const rawQ = url.searchParams.get('q');
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      headers: request.headers,
      body: await readBody(request),
      q: rawQ === null ? undefined : rison.decode(rawQ),
    };
    requests.push(recorded);
    const route = routes.find((r) => r.method === request.method && r.path === url.pathname);
    const answer = route ? await route.handler(recorded) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return server;
}
