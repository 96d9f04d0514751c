import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { LocalTabMissing, LocalTabStore } from './localTabStore';

/** Null while tabs live on the server (the default); the browser's store when persistence is off. */
let browserTabs: LocalTabStore | null = null;

/** Set from SQL Lab's bootstrap: SQLLAB_BACKEND_PERSISTENCE off keeps the tabs in this browser. */
export function keepTabsInBrowser(on: boolean): void {
  browserTabs = on ? new LocalTabStore(window.localStorage) : null;
}

export function tabsKeptInBrowser(): boolean {
  return browserTabs !== null;
}

type Answer<Result> = { data: Result } | { error: FetchBaseQueryError };
type BaseAnswer = { data?: unknown; error?: FetchBaseQueryError };
type BaseQuery = (args: string | FetchArgs) => BaseAnswer | PromiseLike<BaseAnswer>;

/**
 * A `queryFn` for a tab state call: the server's request, or the same operation on the browser's
 * store when tabs are kept there. A tab the store lacks answers as the server would: 404.
 */
export function tabStateCall<Arg, Result>(
  remote: (arg: Arg) => string | FetchArgs,
  local: (store: LocalTabStore, arg: Arg) => Result,
) {
  return async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseQuery): Promise<Answer<Result>> => {
    if (!browserTabs) {
      const answer = await baseQuery(remote(arg));
      return answer.error ? { error: answer.error } : { data: answer.data as Result };
    }
    try {
      return { data: local(browserTabs, arg) };
    } catch (error) {
      if (error instanceof LocalTabMissing) return { error: { status: 404, data: { message: 'Not found' } } };
      return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
    }
  };
}

/** The bootstrap's tab list and active tab as the browser's store has them. */
export function browserTabSummary(): ReturnType<LocalTabStore['summary']> {
  return (browserTabs ?? new LocalTabStore(window.localStorage)).summary();
}
