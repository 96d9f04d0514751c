import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  /** Bound to the server session; dropped whenever the session changes so a stale one is never sent. */
  csrfToken: string | null;
}

const initialState: SessionState = { status: 'unknown', csrfToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authenticated(state) {
      state.status = 'authenticated';
    },
    unauthenticated(state) {
      state.status = 'unauthenticated';
      state.csrfToken = null;
    },
    /** After a login the old session (and its CSRF token) is gone; the next /me call decides the status. */
    sessionChanged(state) {
      state.status = 'unknown';
      state.csrfToken = null;
    },
    csrfTokenReceived(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
    csrfTokenRejected(state) {
      state.csrfToken = null;
    },
  },
});

export const sessionActions = sessionSlice.actions;
