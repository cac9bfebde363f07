import type { Failures } from '../../shared/validation/rules';
import type { NewBankCard } from './funding.api';

const SWIFT = /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/;
// IBANs run to 34 characters; domestic account numbers are shorter and may be all digits.
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,34}$/;
const ROUTING_NUMBER = /^[A-Za-z0-9-]{4,20}$/;
const PHONE = /^\+?[0-9()\s-]{5,20}$/;

export type BankCardField = keyof NewBankCard;

// What the bank needs to route a telegraphic transfer; routing number and payee phone are optional,
// as many countries have no routing numbers.
export const REQUIRED_BANK_FIELDS: readonly BankCardField[] = ['bank_name', 'account_number', 'swift_code', 'bank_address', 'payee_name', 'payee_address'];

export const compactAccountNumber = (value: string) => value.replace(/[\s-]/g, '');

export const checkBankCard = (card: Record<BankCardField, string>): Failures<BankCardField> => {
  const failures: Failures<BankCardField> = {};
  for (const field of REQUIRED_BANK_FIELDS) if (!card[field]?.trim()) failures[field] = 'validation.required';
  if (!failures.account_number && !ACCOUNT_NUMBER.test(compactAccountNumber(card.account_number))) failures.account_number = 'validation.accountNumberFormat';
  if (!failures.swift_code && !SWIFT.test(card.swift_code.trim())) failures.swift_code = 'validation.swiftFormat';
  const routing = card.routing_number?.trim();
  if (routing && !ROUTING_NUMBER.test(routing)) failures.routing_number = 'validation.routingFormat';
  const phone = card.payee_phone?.trim();
  if (phone && !PHONE.test(phone)) failures.payee_phone = 'validation.phoneFormat';
  return failures;
};

// What is sent: trimmed, the account number without spaces, the SWIFT code in capitals.
export const cleanBankCard = (card: Record<BankCardField, string>): NewBankCard => ({
  bank_name: card.bank_name.trim(),
  account_number: compactAccountNumber(card.account_number),
  swift_code: card.swift_code.trim().toUpperCase(),
  routing_number: card.routing_number.trim(),
  bank_address: card.bank_address.trim(),
  payee_name: card.payee_name.trim(),
  payee_phone: card.payee_phone.trim(),
  payee_address: card.payee_address.trim(),
});

// Only the last four digits of a card on screen.
export const maskAccountNumber = (value: string) => (value.length <= 4 ? value : `•••• ${value.slice(-4)}`);
