import { loginPathReturningTo, returnPath, safeRedirect } from './login-redirect';

describe('login redirects', () => {
  it('honours only same-site paths', () => {
    expect(safeRedirect('/setting?x=1')).toBe('/setting?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login')).toBeNull();
  });

  it('prefers the guard state, then ?redirect=, then home', () => {
    expect(returnPath({ from: '/asset' }, '?redirect=%2Fsetting')).toBe('/asset');
    expect(returnPath(null, '?redirect=%2Fsetting')).toBe('/setting');
    expect(returnPath(undefined, '')).toBe('/');
  });

  it('builds the login path that returns to a page', () => {
    expect(loginPathReturningTo('/setting')).toBe('/login?redirect=%2Fsetting');
    expect(loginPathReturningTo('/')).toBe('/login');
  });
});
