import { shortWalletAddress, signInMessageRefusal, siteOf, type SignInMessageFields } from './sign-in-message.policy';

const site = siteOf('https://meridian.example');
const now = new Date('2026-05-01T09:05:00.000Z');
const message: SignInMessageFields = {
  domain: 'meridian.example',
  address: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
  uri: 'https://meridian.example/login',
  version: '1',
  chainId: 1,
  nonce: '3f9c0a5e1b7d4c2a8e6f0b1d2c3e4f5a',
  issuedAt: new Date('2026-05-01T09:00:00.000Z'),
  expirationTime: new Date('2026-05-01T09:10:00.000Z'),
};

describe('what a wallet sign-in message must say', () => {
  it('accepts the platform’s own message inside its times', () => {
    expect(signInMessageRefusal(message, site, now)).toBeNull();
  });

  it('refuses a message naming another site, by its domain or its URI', () => {
    expect(signInMessageRefusal({ ...message, domain: 'meridian.example.evil.test' }, site, now)).toBe('siwe.otherSite');
    expect(signInMessageRefusal({ ...message, uri: 'https://evil.test/login' }, site, now)).toBe('siwe.otherSite');
    expect(signInMessageRefusal({ ...message, uri: 'http://meridian.example/login' }, site, now)).toBe('siwe.otherSite');
    expect(signInMessageRefusal({ ...message, uri: 'not a uri' }, site, now)).toBe('siwe.otherSite');
  });

  it('refuses a message at or after its expiration time', () => {
    expect(signInMessageRefusal(message, site, message.expirationTime!)).toBe('siwe.expired');
    expect(signInMessageRefusal(message, site, new Date('2026-05-02T00:00:00.000Z'))).toBe('siwe.expired');
  });

  it('refuses a message without an expiration time, issued in the future, or not valid yet', () => {
    expect(signInMessageRefusal({ ...message, expirationTime: undefined }, site, now)).toBe('siwe.messageInvalid');
    expect(signInMessageRefusal({ ...message, issuedAt: new Date('2026-05-01T09:07:00.000Z') }, site, now)).toBe('siwe.messageInvalid');
    expect(signInMessageRefusal({ ...message, notBefore: new Date('2026-05-01T09:08:00.000Z') }, site, now)).toBe('siwe.messageInvalid');
    // A phone's clock a little ahead of the server's is believed.
    expect(signInMessageRefusal({ ...message, issuedAt: new Date('2026-05-01T09:05:30.000Z') }, site, now)).toBeNull();
  });

  it('refuses another version, a short nonce, or a missing chain', () => {
    expect(signInMessageRefusal({ ...message, version: '2' }, site, now)).toBe('siwe.messageInvalid');
    expect(signInMessageRefusal({ ...message, nonce: 'abc' }, site, now)).toBe('siwe.messageInvalid');
    expect(signInMessageRefusal({ ...message, chainId: undefined }, site, now)).toBe('siwe.messageInvalid');
  });

  it('reads the site from the public URL, port included', () => {
    expect(siteOf('http://127.0.0.1:3000')).toEqual({ domain: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' });
    expect(shortWalletAddress(message.address!)).toBe('0x19E7…ff2A');
  });
});
