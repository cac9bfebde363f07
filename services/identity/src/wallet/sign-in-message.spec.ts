import { privateKeyToAccount } from 'viem/accounts';
import { readSignInMessage, signerOf, signInMessage, walletAddressOf } from './sign-in-message';
import { siteOf } from './domain/sign-in-message.policy';

const wallet = privateKeyToAccount(`0x${'4c'.repeat(32)}`);
const other = privateKeyToAccount(`0x${'5d'.repeat(32)}`);
const issuedAt = new Date('2026-05-01T09:00:00.000Z');
const message = signInMessage({
  site: siteOf('https://meridian.example'),
  address: wallet.address.toLowerCase(),
  chainId: 56,
  nonce: '3f9c0a5e1b7d4c2a8e6f0b1d2c3e4f5a',
  issuedAt,
  expirationTime: new Date('2026-05-01T09:10:00.000Z'),
});

describe('Sign-In with Ethereum messages through viem', () => {
  it('writes an EIP-4361 message naming the site, the checksummed address, the nonce and its end', () => {
    expect(message.split('\n').slice(0, 2)).toEqual(['meridian.example wants you to sign in with your Ethereum account:', wallet.address]);
    expect(readSignInMessage(message)).toMatchObject({
      domain: 'meridian.example',
      address: wallet.address,
      uri: 'https://meridian.example/login',
      version: '1',
      chainId: 56,
      nonce: '3f9c0a5e1b7d4c2a8e6f0b1d2c3e4f5a',
      issuedAt,
      expirationTime: new Date('2026-05-01T09:10:00.000Z'),
    });
  });

  it('recovers the key that signed the message, and another address for any change', async () => {
    const signature = await wallet.signMessage({ message });
    expect(await signerOf(message, signature)).toBe(wallet.address);
    expect(await signerOf(message.replace('Chain ID: 56', 'Chain ID: 1'), signature)).not.toBe(wallet.address);
    expect(await signerOf(message, await other.signMessage({ message }))).toBe(other.address);
    expect(await signerOf(message, `0x${'00'.repeat(65)}`)).toBeNull();
  });

  it('reads nothing from text that is not a sign-in message, and only real addresses', () => {
    expect(readSignInMessage('Please sign this')).toBeNull();
    expect(walletAddressOf(wallet.address.toLowerCase())).toBe(wallet.address);
    expect(walletAddressOf('0x1234')).toBeNull();
  });
});
