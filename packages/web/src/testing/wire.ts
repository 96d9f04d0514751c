import type { MeResult } from '@loupe/core';

/** `/api/v1/me/`'s result as the server sends it (core's MeResult), for fake servers. */
export function me(id = 1, username = 'admin'): MeResult {
  return {
    id,
    username,
    first_name: 'Ada',
    last_name: 'Admin',
    email: `${username}@example.com`,
    is_active: true,
    is_anonymous: false,
  };
}
