import type { Location } from 'react-router';
import { PATHS } from '../../app/paths';

const LOGIN_PATH = PATHS.login;
const HOME_PATH = PATHS.home;

export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Where to go after signing in. Only a path on this site is accepted, so a crafted link cannot send
 * the user to another origin (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (next.startsWith(LOGIN_PATH)) return HOME_PATH;
  return next;
}
