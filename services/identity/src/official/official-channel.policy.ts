/**
 * Whether something a customer was contacted from is one of the platform's own channels: its web
 * address (and the sites under it), an e-mail at its domain, or one of the listed addresses, numbers
 * and handles. Pure: the channels come from the caller.
 */
export type ChannelKind = 'web' | 'email' | 'phone' | 'handle';

export interface ChannelCheck {
  kind: ChannelKind;
  /** What was checked, as the platform reads it (a host, an address, digits). */
  normalised: string;
  official: boolean;
}

const hostOf = (text: string): string | null => {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
};

const digitsOf = (text: string) => text.replace(/[\s().-]/g, '');
const underDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function checkChannel(input: string, publicUrl: string, listed: readonly string[]): ChannelCheck {
  const text = input.trim();
  const home = hostOf(publicUrl) ?? '';
  const official = listed.map((channel) => channel.trim().toLowerCase());
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || /^[^\s@]+@[^\s@]+$/.test(text)) {
    const address = text.toLowerCase();
    const domain = address.slice(address.lastIndexOf('@') + 1);
    return { kind: 'email', normalised: address, official: official.includes(address) || underDomain(domain, home) };
  }
  if (/^\+?[\d\s().-]{6,20}$/.test(text)) {
    const digits = digitsOf(text);
    return { kind: 'phone', normalised: digits, official: official.some((channel) => digitsOf(channel) === digits) };
  }
  if (text.startsWith('@') || !/[./]/.test(text)) {
    const handle = text.toLowerCase();
    return { kind: 'handle', normalised: handle, official: official.includes(handle) };
  }
  const host = hostOf(text);
  if (!host) return { kind: 'handle', normalised: text.toLowerCase(), official: false };
  const listedHosts = official.map(hostOf).filter((listedHost): listedHost is string => listedHost !== null && !listedHost.includes('@'));
  return { kind: 'web', normalised: host, official: underDomain(host, home) || listedHosts.some((listedHost) => underDomain(host, listedHost)) };
}
