import { deciderSpec } from '@meridian/testing';
import { decideWalletBook, evolveWalletBook, MAX_WALLET_ENTRIES, walletBookDecider, type SavedAddress, type SavedBankCard, type WalletBookEvent } from './wallet-book.decider';

const spec = deciderSpec(decideWalletBook, evolveWalletBook, walletBookDecider.initialState);
const now = '2026-11-24T06:00:00.000Z';
const metadata = { now };

const address = (n: number, fields: Partial<SavedAddress> = {}): SavedAddress => ({
  addressId: `a-${n}`,
  coin: 'USDT',
  chain: 'TRC20',
  address: `TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS${n.toString().padStart(1, '0')}`,
  memo: '',
  remark: '',
  ...fields,
});
const card = (n: number, fields: Partial<SavedBankCard> = {}): SavedBankCard => ({
  cardId: `c-${n}`,
  bankName: 'Bank of Test',
  accountNumber: `6222 0202 ${1000 + n}`,
  swiftCode: 'BKTSHKHH',
  routingNumber: '',
  bankAddress: '1 Main Street',
  payeeName: 'Owner',
  payeePhone: '',
  payeeAddress: '2 Side Street',
  ...fields,
});
const addressAdded = (saved: SavedAddress): WalletBookEvent => ({ type: 'WithdrawalAddressAdded', data: { ...saved, at: now } });
const cardAdded = (saved: SavedBankCard): WalletBookEvent => ({ type: 'BankCardAdded', data: { ...saved, at: now } });

describe('wallet book decider', () => {
  describe('withdrawal addresses', () => {
    it('saves an address', () => spec.given([]).when({ type: 'AddWithdrawalAddress', data: address(1), metadata }).then([addressAdded(address(1))]));

    it('refuses the same coin, chain and address twice, whatever its remark', () =>
      spec
        .given([addressAdded(address(1))])
        .when({ type: 'AddWithdrawalAddress', data: address(2, { address: address(1).address, remark: 'again' }), metadata })
        .thenThrows('wallet.duplicate'));

    it('takes the same address on another chain', () =>
      spec
        .given([addressAdded(address(1))])
        .when({ type: 'AddWithdrawalAddress', data: address(2, { address: address(1).address, chain: 'ERC20' }), metadata })
        .then([addressAdded(address(2, { address: address(1).address, chain: 'ERC20' }))]));

    it(`refuses more than ${MAX_WALLET_ENTRIES} addresses`, () =>
      spec
        .given(Array.from({ length: MAX_WALLET_ENTRIES }, (_, i) => addressAdded(address(i, { address: `addr-${i}` }))))
        .when({ type: 'AddWithdrawalAddress', data: address(99, { address: 'one-more' }), metadata })
        .thenThrows('wallet.limit'));

    it('removes a saved address, and refuses one it does not hold (another customer’s id)', () => {
      spec.given([addressAdded(address(1))]).when({ type: 'RemoveWithdrawalAddress', data: { addressId: 'a-1' }, metadata }).then([{ type: 'WithdrawalAddressRemoved', data: { addressId: 'a-1', at: now } }]);
      spec.given([addressAdded(address(1))]).when({ type: 'RemoveWithdrawalAddress', data: { addressId: 'someone-elses' }, metadata }).thenThrows('request.notFound');
    });

    it('frees the slot of a removed address', () =>
      spec
        .given([addressAdded(address(1)), { type: 'WithdrawalAddressRemoved', data: { addressId: 'a-1', at: now } }])
        .when({ type: 'AddWithdrawalAddress', data: address(1), metadata })
        .then([addressAdded(address(1))]));
  });

  describe('bank cards', () => {
    it('saves a card', () => spec.given([]).when({ type: 'AddBankCard', data: card(1), metadata }).then([cardAdded(card(1))]));

    it('refuses the same account at the same bank twice', () =>
      spec.given([cardAdded(card(1))]).when({ type: 'AddBankCard', data: card(2, { accountNumber: card(1).accountNumber }), metadata }).thenThrows('wallet.duplicate'));

    it(`refuses more than ${MAX_WALLET_ENTRIES} cards`, () =>
      spec
        .given(Array.from({ length: MAX_WALLET_ENTRIES }, (_, i) => cardAdded(card(i))))
        .when({ type: 'AddBankCard', data: card(99), metadata })
        .thenThrows('wallet.limit'));

    it('removes a saved card, and refuses one it does not hold', () => {
      spec.given([cardAdded(card(1))]).when({ type: 'RemoveBankCard', data: { cardId: 'c-1' }, metadata }).then([{ type: 'BankCardRemoved', data: { cardId: 'c-1', at: now } }]);
      spec.given([cardAdded(card(1)), { type: 'BankCardRemoved', data: { cardId: 'c-1', at: now } }]).when({ type: 'RemoveBankCard', data: { cardId: 'c-1' }, metadata }).thenThrows('request.notFound');
    });
  });
});
