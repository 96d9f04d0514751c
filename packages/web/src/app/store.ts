import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { dashboardSlice } from '../features/dashboard/state/dashboardSlice';
import { sessionSlice } from './sessionSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [dashboardSlice.name]: dashboardSlice.reducer,
});

function buildStore() {
  return configureStore({
    reducer: rootReducer,
    // Dev-only checks walk the whole state after every action; SQL Lab results (up to 100,000 rows) sit in
    // the API's mutation results, where that walk would stall the editor on every keystroke.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: [`${baseApi.reducerPath}.mutations`] },
        serializableCheck: { ignoredPaths: [`${baseApi.reducerPath}.mutations`] },
      }).concat(baseApi.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

/** A factory rather than a singleton so every test starts from an empty cache. */
export function createAppStore(): AppStore {
  return buildStore();
}
