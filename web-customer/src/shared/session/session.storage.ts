import type { User } from './user.types';

export const TOKEN_STORAGE_KEY = 'meridian.token';
const USER_KEY = 'meridian.user';

export const readToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);

export const readUser = (): User | null => {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
};

export const writeToken = (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token);

export const writeUser = (user: User | null) =>
  user ? localStorage.setItem(USER_KEY, JSON.stringify(user)) : localStorage.removeItem(USER_KEY);

export const clearStoredSession = () => {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_KEY);
};
