import { safeRedirect } from '../../shared/session/login-redirect';

// Add pages opened from a withdrawal return there (?back=), otherwise to their list.
export const backPath = (search: URLSearchParams, fallback: string): string => safeRedirect(search.get('back')) ?? fallback;
