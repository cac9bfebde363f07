import type { BankDetails } from '../withdrawals/domain/withdrawal.decider';

/** How the API names each bank field (events and rows keep the domain's names). */
export const BANK_FIELD_NAMES = {
  bankName: 'bank_name',
  accountNumber: 'account_number',
  swiftCode: 'swift_code',
  routingNumber: 'routing_number',
  bankAddress: 'bank_address',
  payeeName: 'payee_name',
  payeePhone: 'payee_phone',
  payeeAddress: 'payee_address',
} as const satisfies Record<keyof BankDetails, string>;
export const BANK_FIELDS = Object.keys(BANK_FIELD_NAMES) as (keyof BankDetails)[];

export type BankDetailsView = { [Field in keyof BankDetails as (typeof BANK_FIELD_NAMES)[Field]]: string };

/** Bank details as a saved card and a bank withdrawal show them. */
export const bankDetailsView = (details: BankDetails): BankDetailsView => ({
  bank_name: details.bankName,
  account_number: details.accountNumber,
  swift_code: details.swiftCode,
  routing_number: details.routingNumber,
  bank_address: details.bankAddress,
  payee_name: details.payeeName,
  payee_phone: details.payeePhone,
  payee_address: details.payeeAddress,
});
