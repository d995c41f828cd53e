import { createSlice, type PayloadAction, type Store } from '@reduxjs/toolkit';
import type { User } from '@khidma/shared/schemas/user';
import { clearEntry, readEntry, writeEntry } from '@/lib/session-entry';

export type SessionState = { user: User | null };

const initialState = (): SessionState => ({ user: readEntry() });

/** Who is logged in, as this browser knows it: mirrors the stored `entry`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    /** The same user with a new profile (name, email, photo): no login side effects. */
    profileUpdated: (state, action: PayloadAction<User>) => {
      if (state.user?._id === action.payload._id) state.user = action.payload;
    },
    signedOut: (state) => {
      state.user = null;
    },
  },
});

export const { signedIn, profileUpdated, signedOut } = sessionSlice.actions;

/** Keeps `entry` in localStorage in step with the slice, outside the reducers: written when the user changes. */
export function persistSession(store: Store<{ session: SessionState }>): void {
  let user = store.getState().session.user;
  store.subscribe(() => {
    const next = store.getState().session.user;
    if (next === user) return;
    user = next;
    if (next) writeEntry(next);
    else clearEntry();
  });
}

declare module '@/lib/store-hooks' {
  interface StoreState {
    session: SessionState;
  }
}
