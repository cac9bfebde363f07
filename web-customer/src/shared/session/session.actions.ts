import { createAction } from '@reduxjs/toolkit';
import type { Session, User } from './user.types';

// Published by any feature that opens or closes a session; the auth feature's slice reduces them.
export const sessionStarted = createAction<Session>('session/started');
export const sessionEnded = createAction('session/ended');
// The customer asked to log out here: the server is being told, and the session ends once it answers.
export const sessionLeaving = createAction('session/leaving');
export const userRefreshed = createAction<User>('session/userRefreshed');
