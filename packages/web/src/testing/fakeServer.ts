import { wireResponseSchema } from '@loupe/core';
import rison from 'rison';
import { Value } from 'typebox/value';
import { onTestFinished, vi } from 'vitest';

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
 * Why a canned answer breaks the wire contract (core's response schema of that route and status),
 * or undefined when it keeps it or the route has no JSON schema (legacy text answers, files).
 */
export function contractViolation(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): string | undefined {
  const schema = wireResponseSchema(method, pathname, status);
  if (!schema || Value.Check(schema, body)) return undefined;
  const details = [...Value.Errors(schema, body)]
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
  return `${method} ${pathname} ${status}: ${details}`;
}

/**
 * Replaces `fetch` for one test with a table of canned answers in the server's real wire shapes, and
 * records every request. Anything unexpected answers 404 so a wrong URL fails the test visibly.
 * Every answer is checked against core's response schema for its route: a fake the real server
 * could not send fails the test, so component tests cannot drift from the contract.
 */
export function installFakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  onTestFinished(() => {
    if (violations.length > 0)
      throw new Error(`The fake server answered outside the wire contract:\n${violations.join('\n')}`);
  });
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
    const violation = contractViolation(
      request.method,
      url.pathname,
      answer.status ?? 200,
      answer.body ?? {},
    );
    if (violation) violations.push(violation);
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return server;
}
