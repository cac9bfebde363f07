import { clientAddress, parseTrustProxy, trustNoProxy } from './client-address';

const request = (peer: string, forwardedFor?: string) => ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
const trustOnly = (...addresses: string[]) => (address: string) => addresses.includes(address);

describe("the client's address", () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), trustNoProxy)).toBe('127.0.0.1');
    expect(clientAddress(request('10.0.0.5'), trustNoProxy)).toBe('10.0.0.5');
  });

  it('takes the address the trusted edge saw, never what the client wrote before it', () => {
    const edge = trustOnly('172.28.0.10');
    expect(clientAddress(request('172.28.0.10', '203.0.113.9'), edge)).toBe('203.0.113.9');
    expect(clientAddress(request('172.28.0.10', '198.51.100.7, 203.0.113.9'), edge)).toBe('203.0.113.9');
    // A client talking to the service directly, past the edge, moves nothing.
    expect(clientAddress(request('172.28.0.99', '203.0.113.9'), edge)).toBe('172.28.0.99');
  });

  it('reads TRUST_PROXY as a list, none by default', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy('')).toEqual([]);
    expect(parseTrustProxy('false')).toEqual([]);
    expect(parseTrustProxy(' 172.28.0.10, 10.0.0.0/8 ')).toEqual(['172.28.0.10', '10.0.0.0/8']);
  });
});
