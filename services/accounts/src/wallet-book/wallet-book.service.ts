import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { chainOf } from '../catalogue/asset-catalogue';
import { FundingStore } from '../funding-store';
import type { BankDetails } from '../withdrawals/withdrawal.decider';
import { walletBookDecider, walletBookStream, type WalletBookCommand } from './wallet-book.decider';

const SWIFT = /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/;
const BANK_FIELDS: (keyof BankDetails)[] = ['bankName', 'accountNumber', 'swiftCode', 'routingNumber', 'bankAddress', 'payeeName', 'payeePhone', 'payeeAddress'];
const API_NAMES: Record<keyof BankDetails, string> = {
  bankName: 'bank_name',
  accountNumber: 'account_number',
  swiftCode: 'swift_code',
  routingNumber: 'routing_number',
  bankAddress: 'bank_address',
  payeeName: 'payee_name',
  payeePhone: 'payee_phone',
  payeeAddress: 'payee_address',
};

/** The customer's saved withdrawal addresses and bank cards, each change an event on their wallet book. */
@Injectable()
export class WalletBookService {
  constructor(private readonly funding: FundingStore) {}

  private run(customer: CustomerPrincipal, command: Omit<WalletBookCommand, 'metadata'>) {
    return this.funding.transaction((tx) =>
      tx.run(walletBookStream(customer.customerId), walletBookDecider, { ...command, metadata: { now: tx.now } } as WalletBookCommand, { customerId: customer.customerId }),
    );
  }

  async addAddress(customer: CustomerPrincipal, input: { coin?: string; chain?: string; address?: string; memo?: string; remark?: string }) {
    const channel = chainOf(input.coin ?? '', input.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    const address = (input.address ?? '').trim();
    if (address === '') throw AppError.badInput('withdraw.addressRequired');
    if (!new RegExp(channel.chain.addressPattern).test(address)) throw AppError.badInput('withdraw.addressInvalid', { chain: channel.chain.chain });
    const memo = (input.memo ?? '').trim();
    if (channel.chain.memoRequired && memo === '') throw AppError.badInput('withdraw.memoRequired');
    const addressId = randomUUID();
    await this.run(customer, {
      type: 'AddWithdrawalAddress',
      data: { addressId, coin: channel.coin.asset.code, chain: channel.chain.chain, address, memo: memo.slice(0, 64), remark: (input.remark ?? '').trim().slice(0, 60) },
    });
    return (await this.addresses(customer)).find((a) => a.id === addressId)!;
  }

  async removeAddress(customer: CustomerPrincipal, addressId: string) {
    await this.run(customer, { type: 'RemoveWithdrawalAddress', data: { addressId } });
    return null;
  }

  async addresses(customer: CustomerPrincipal) {
    const { rows } = await this.funding.pool.query<{ id: string; coin: string; chain: string; address: string; memo: string; remark: string; created_at: Date }>(
      'SELECT * FROM withdrawal_addresses WHERE customer_id = $1 ORDER BY created_at',
      [customer.customerId],
    );
    return rows.map((row) => ({ id: row.id, coin: row.coin, chain: row.chain, address: row.address, memo: row.memo, remark: row.remark, created_at: row.created_at.toISOString() }));
  }

  async addBankCard(customer: CustomerPrincipal, input: Record<string, unknown>) {
    const details = {} as BankDetails;
    for (const field of BANK_FIELDS) {
      const value = typeof input[API_NAMES[field]] === 'string' ? (input[API_NAMES[field]] as string).trim() : '';
      const optional = field === 'routingNumber' || field === 'payeePhone';
      if (value === '' && !optional) throw AppError.badInput('field.required', { field: API_NAMES[field] });
      if (value.length > 120) throw AppError.badInput('field.invalid', { field: API_NAMES[field] });
      details[field] = value;
    }
    if (!SWIFT.test(details.swiftCode)) throw AppError.badInput('bank.swiftInvalid');
    if (!/^[A-Za-z0-9 -]{4,40}$/.test(details.accountNumber)) throw AppError.badInput('field.invalid', { field: 'account_number' });
    if (details.payeePhone !== '' && !/^\+?[0-9 -]{5,20}$/.test(details.payeePhone)) throw AppError.badInput('phone.invalid');
    details.swiftCode = details.swiftCode.toUpperCase();
    const cardId = randomUUID();
    await this.run(customer, { type: 'AddBankCard', data: { cardId, ...details } });
    return (await this.bankCards(customer)).find((c) => c.id === cardId)!;
  }

  async removeBankCard(customer: CustomerPrincipal, cardId: string) {
    await this.run(customer, { type: 'RemoveBankCard', data: { cardId } });
    return null;
  }

  async bankCards(customer: CustomerPrincipal) {
    const { rows } = await this.funding.pool.query<{ id: string; details: BankDetails; created_at: Date }>('SELECT * FROM bank_cards WHERE customer_id = $1 ORDER BY created_at', [
      customer.customerId,
    ]);
    return rows.map((row) => ({
      id: row.id,
      ...Object.fromEntries(BANK_FIELDS.map((field) => [API_NAMES[field], row.details[field]])),
      created_at: row.created_at.toISOString(),
    }));
  }
}
