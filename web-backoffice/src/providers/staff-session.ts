import type { Staff } from '../auth/staff-access';

const TOKEN_KEY = 'meridian.backoffice.token';
const STAFF_KEY = 'meridian.backoffice.staff';

export const staffSession = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),

  staff: (): Staff | null => {
    const stored = localStorage.getItem(STAFF_KEY);
    if (!stored) return null;
    try {
      return JSON.parse(stored) as Staff;
    } catch {
      return null;
    }
  },

  save: (token: string, staff: Staff): void => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
  },

  saveStaff: (staff: Staff): void => localStorage.setItem(STAFF_KEY, JSON.stringify(staff)),

  clear: (): void => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(STAFF_KEY);
  },
};
