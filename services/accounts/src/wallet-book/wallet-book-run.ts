import type { FundingStore } from '../funding-store';
import { walletBookDecider, walletBookStream, type WalletBookCommand } from './domain/wallet-book.decider';

type WalletBookChange = WalletBookCommand extends infer C ? (C extends WalletBookCommand ? Omit<C, 'metadata'> : never) : never;

/** Decides one change of the customer's wallet book and appends it (under the request id that asked for it, if any). */
export function changeWalletBook(funding: FundingStore, customerId: string, change: WalletBookChange, requestId?: string | null) {
  return funding.transaction((tx) => tx.run(walletBookStream(customerId), walletBookDecider, { ...change, metadata: { now: tx.now } } as WalletBookCommand, { customerId }), requestId);
}
