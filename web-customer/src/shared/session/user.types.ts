// The `user` object of docs/api.md (customer identity).
export interface User {
  id: string;
  type: 'email' | 'phone';
  email: string | null;
  phone: string | null;
  area_code: string | null;
  account_display: string | null;
  name: string | null;
  invitation_code: string | null;
  invite_link: string | null;
  transaction_password: 0 | 1;
  is_demo: 0 | 1;
  demo_expires_at: string | null;
  created_at: string;
  lang: string | null;
}

export interface Session {
  token: string;
  user: User | null;
}

export const isDemoExpired = (user: User | null, now: Date): boolean =>
  !!user && user.is_demo === 1 && !!user.demo_expires_at && new Date(user.demo_expires_at) <= now;
