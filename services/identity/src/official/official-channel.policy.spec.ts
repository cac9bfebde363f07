import { checkChannel } from './official-channel.policy';

const HOME = 'https://meridian.example';
const LISTED = ['support@meridian-help.example', '+852 3000 1234', '@MeridianSupport', 'status.meridian.example'];

describe('checking a channel against the platform’s own', () => {
  it('knows its web address and the sites under it, and not a look-alike', () => {
    expect(checkChannel('https://meridian.example/login', HOME, LISTED)).toEqual({ kind: 'web', normalised: 'meridian.example', official: true });
    expect(checkChannel('app.meridian.example', HOME, LISTED).official).toBe(true);
    expect(checkChannel('https://meridian.example.evil.test/login', HOME, LISTED)).toEqual({ kind: 'web', normalised: 'meridian.example.evil.test', official: false });
    expect(checkChannel('meridlan.example', HOME, LISTED).official).toBe(false);
  });

  it('knows e-mail at its domain and listed addresses, numbers and handles', () => {
    expect(checkChannel('No-Reply@Meridian.example', HOME, LISTED)).toEqual({ kind: 'email', normalised: 'no-reply@meridian.example', official: true });
    expect(checkChannel('support@meridian-help.example', HOME, LISTED).official).toBe(true);
    expect(checkChannel('support@meridian-help.example.co', HOME, LISTED).official).toBe(false);
    expect(checkChannel('+852 3000-1234', HOME, LISTED)).toEqual({ kind: 'phone', normalised: '+85230001234', official: true });
    expect(checkChannel('+852 3000 1235', HOME, LISTED).official).toBe(false);
    expect(checkChannel('@meridiansupport', HOME, LISTED)).toEqual({ kind: 'handle', normalised: '@meridiansupport', official: true });
    expect(checkChannel('@meridian_support', HOME, LISTED).official).toBe(false);
  });
});
