import { createAction } from '@reduxjs/toolkit';
import type { Session, User } from './user.types';

// Published by any feature that opens or closes a session; the auth feature's slice reduces them.
export const sessionStarted = createAction<Session>('session/started');
export const sessionEnded = createAction('session/ended');
export const userRefreshed = createAction<User>('session/userRefreshed');
