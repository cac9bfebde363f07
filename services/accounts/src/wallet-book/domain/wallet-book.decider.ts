import type { Decider } from '@meridian/decider';
import { DomainError } from '../../domain-error';
import type { BankDetails } from '../../withdrawals/domain/withdrawal.decider';

export interface SavedAddress {
  addressId: string;
  coin: string;
  chain: string;
  address: string;
  memo: string;
  remark: string;
}

export interface SavedBankCard extends BankDetails {
  cardId: string;
}

export type WalletBookEvent =
  | { type: 'WithdrawalAddressAdded'; data: SavedAddress & { at: string } }
  | { type: 'WithdrawalAddressRemoved'; data: { addressId: string; at: string } }
  | { type: 'BankCardAdded'; data: SavedBankCard & { at: string } }
  | { type: 'BankCardRemoved'; data: { cardId: string; at: string } };

type Meta = { now: string };
export type WalletBookCommand =
  | { type: 'AddWithdrawalAddress'; data: SavedAddress; metadata: Meta }
  | { type: 'RemoveWithdrawalAddress'; data: { addressId: string }; metadata: Meta }
  | { type: 'AddBankCard'; data: SavedBankCard; metadata: Meta }
  | { type: 'RemoveBankCard'; data: { cardId: string }; metadata: Meta };

export interface WalletBook {
  addresses: SavedAddress[];
  cards: SavedBankCard[];
}

export const MAX_WALLET_ENTRIES = 20;
export const walletBookStream = (customerId: string) => `wallet-book-${customerId}`;

export function decideWalletBook(command: WalletBookCommand, state: WalletBook): WalletBookEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'AddWithdrawalAddress': {
      const { coin, chain, address } = command.data;
      if (state.addresses.some((a) => a.coin === coin && a.chain === chain && a.address === address)) throw new DomainError('wallet.duplicate');
      if (state.addresses.length >= MAX_WALLET_ENTRIES) throw new DomainError('wallet.limit', { count: MAX_WALLET_ENTRIES });
      return [{ type: 'WithdrawalAddressAdded', data: { ...command.data, at } }];
    }
    case 'RemoveWithdrawalAddress':
      if (!state.addresses.some((a) => a.addressId === command.data.addressId)) throw new DomainError('request.notFound');
      return [{ type: 'WithdrawalAddressRemoved', data: { ...command.data, at } }];
    case 'AddBankCard':
      if (state.cards.some((c) => c.accountNumber === command.data.accountNumber && c.swiftCode === command.data.swiftCode)) throw new DomainError('wallet.duplicate');
      if (state.cards.length >= MAX_WALLET_ENTRIES) throw new DomainError('wallet.limit', { count: MAX_WALLET_ENTRIES });
      return [{ type: 'BankCardAdded', data: { ...command.data, at } }];
    case 'RemoveBankCard':
      if (!state.cards.some((c) => c.cardId === command.data.cardId)) throw new DomainError('request.notFound');
      return [{ type: 'BankCardRemoved', data: { ...command.data, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveWalletBook(state: WalletBook, event: WalletBookEvent): WalletBook {
  switch (event.type) {
    case 'WithdrawalAddressAdded': {
      const { at: _at, ...saved } = event.data;
      return { ...state, addresses: [...state.addresses, saved] };
    }
    case 'WithdrawalAddressRemoved':
      return { ...state, addresses: state.addresses.filter((a) => a.addressId !== event.data.addressId) };
    case 'BankCardAdded': {
      const { at: _at, ...saved } = event.data;
      return { ...state, cards: [...state.cards, saved] };
    }
    case 'BankCardRemoved':
      return { ...state, cards: state.cards.filter((c) => c.cardId !== event.data.cardId) };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const walletBookDecider: Decider<WalletBookCommand, WalletBookEvent, WalletBook> = {
  decide: decideWalletBook,
  evolve: evolveWalletBook,
  initialState: () => ({ addresses: [], cards: [] }),
};
