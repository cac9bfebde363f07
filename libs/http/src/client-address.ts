import type { IncomingHttpHeaders } from 'node:http';

/** Whether the hop at `address` (0 = the socket's peer) is a proxy whose forwarding headers we believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Trusts no forwarding header at all: the client is the socket's peer (the default). */
export const trustNoProxy: TrustProxy = () => false;

/**
 * Reads `TRUST_PROXY`: a comma-separated list of addresses or CIDR ranges (or Express's names
 * `loopback`, `linklocal`, `uniquelocal`) whose `X-Forwarded-For` the platform believes. Empty or
 * unset means none: any client can write that header, so by default it moves nothing.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'false' && part !== 'none');
}

/**
 * The client's address as Express's `req.ip` computes it, for requests answered outside Express (the
 * order gateway): walk `X-Forwarded-For` from the right while the hop that added it is trusted, and
 * stop at the first address we cannot vouch for.
 */
export function clientAddress(req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }, trust: TrustProxy): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .reverse();
  let address = peer;
  for (let hop = 0; hop < forwarded.length; hop++) {
    if (!trust(address, hop)) return address;
    address = forwarded[hop]!;
  }
  return address;
}
