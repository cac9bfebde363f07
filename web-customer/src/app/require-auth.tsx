import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import type { LoginRedirectState } from '../shared/session/login-redirect';
import { useAppSelector } from '../shared/store/hooks';

// A visitor without a stored token goes to /login, which brings them back here afterwards. A session
// that ends while the page is open (logout, password change) sends them to /login without that promise.
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const arrivedLoggedIn = useRef(loggedIn);
  if (loggedIn) return children;
  const state: LoginRedirectState | undefined = arrivedLoggedIn.current
    ? undefined
    : { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/login" replace state={state} />;
};
