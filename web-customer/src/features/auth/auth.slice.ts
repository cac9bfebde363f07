import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, sessionLeaving, sessionStarted, userRefreshed } from '../../shared/session/session.actions';
import { readToken, readUser } from '../../shared/session/session.storage';
import type { User } from '../../shared/session/user.types';

export interface AuthState {
  token: string | null;
  user: User | null;
  // A logout asked for here is under way.
  leaving: boolean;
}

// Token and user live in localStorage (written by the session thunks); the slice mirrors them.
const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readToken(), user: readUser(), leaving: false }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.token = action.payload.token;
        state.user = action.payload.user;
        state.leaving = false;
      })
      .addCase(sessionLeaving, (state) => {
        state.leaving = true;
      })
      .addCase(sessionEnded, (state) => {
        state.token = null;
        state.user = null;
        state.leaving = false;
      })
      .addCase(userRefreshed, (state, action) => {
        state.user = action.payload;
      });
  },
});

export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.token !== null;
export const selectIsLeaving = (state: WithAuth) => state.auth.leaving;
