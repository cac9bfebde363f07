// A wallet browser (a "DApp browser") injects an EIP-1193 provider as window.ethereum. Only this
// presence check is in the login screen's chunk; talking to the wallet loads on demand.
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export const injectedWallet = (): Eip1193Provider | null => {
  const candidate = (window as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return candidate && typeof candidate.request === 'function' ? (candidate as Eip1193Provider) : null;
};
