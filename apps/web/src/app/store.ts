import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice, sessionStorageListener } from '@/features/auth/state/session-slice';
import { api } from '@/lib/api';

export function createStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(sessionStorageListener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
