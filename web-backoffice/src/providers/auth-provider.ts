import type { AuthProvider } from 'react-admin';
import { staffCan, type Staff } from '../auth/staff-access';
import { adminApi } from './admin-api';
import { staffSession } from './staff-session';

type LoginAnswer = { data: { token: string; staff: Staff } };
type MeAnswer = { data: Staff };

const SESSION_ENDED = 'ra.notification.logged_out';

const statusOf = (error: unknown): number | undefined =>
  // eslint-disable-next-line money/no-float-conversion -- an HTTP status code
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

// The token is checked against the server once per page load, so a revoked token logs out at once
// without a round trip on every navigation.
let tokenVerification: Promise<void> | null = null;

const verifyToken = (): Promise<void> =>
  adminApi<MeAnswer>('/auth/me').then(
    ({ data }) => staffSession.saveStaff(data),
    (error: unknown) => {
      if (statusOf(error) !== 401) return;
      staffSession.clear();
      throw new Error(SESSION_ENDED);
    },
  );

const currentRoles = () => staffSession.staff()?.roles ?? [];

export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email: string; password: string }) => {
    const { data } = await adminApi<LoginAnswer>('/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    staffSession.save(data.token, data.staff);
    tokenVerification = Promise.resolve();
  },

  logout: async () => {
    if (staffSession.token()) await adminApi('/auth/logout', { method: 'POST' }).catch(() => undefined);
    staffSession.clear();
    tokenVerification = null;
  },

  checkAuth: async () => {
    if (!staffSession.token()) throw new Error('app.auth.required');
    tokenVerification ??= verifyToken();
    try {
      await tokenVerification;
    } catch (error) {
      tokenVerification = null;
      throw error;
    }
  },

  // A 403 keeps the session: the refusal is shown as the request's own error ("not allowed").
  // On a 401 react-admin calls logout(), which clears the session.
  checkError: async (error: unknown) => {
    if (statusOf(error) === 401) throw new Error(SESSION_ENDED);
  },

  getIdentity: async () => {
    const staff = staffSession.staff();
    if (!staff) throw new Error('app.auth.required');
    return { id: staff.id, fullName: staff.name || staff.email, email: staff.email, roles: staff.roles };
  },

  getPermissions: async () => currentRoles(),

  canAccess: async ({ action, resource }) => staffCan(currentRoles(), resource, action),
};
