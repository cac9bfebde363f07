// Where a visitor wanted to go survives a reload as ?redirect=; only same-site paths are honoured.
export const safeRedirect = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/login') ? value : null;

export const loginPathReturningTo = (path: string): string => {
  const target = safeRedirect(path);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
};

// The router state the route guard leaves for the login screen.
export interface LoginRedirectState {
  from?: string;
}

export const returnPath = (state: unknown, search: string): string => {
  const fromState = (state as LoginRedirectState | null)?.from;
  return safeRedirect(fromState) ?? safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/';
};
