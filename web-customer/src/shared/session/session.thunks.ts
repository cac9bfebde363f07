import type { AppThunkDispatch } from '../store/hooks';
import { sessionEnded, sessionStarted, userRefreshed } from './session.actions';
import { clearStoredSession, writeToken, writeUser } from './session.storage';
import type { Session, User } from './user.types';

// Storage is written before the action so that the next request already carries the new token.
export const startSession = (session: Session) => (dispatch: AppThunkDispatch) => {
  writeToken(session.token);
  writeUser(session.user);
  dispatch(sessionStarted(session));
};

export const endSession = () => (dispatch: AppThunkDispatch) => {
  clearStoredSession();
  dispatch(sessionEnded());
};

export const refreshUser = (user: User) => (dispatch: AppThunkDispatch) => {
  writeUser(user);
  dispatch(userRefreshed(user));
};
