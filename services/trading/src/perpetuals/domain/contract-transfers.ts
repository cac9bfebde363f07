import { customerAccount, PLATFORM, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand } from './contract-core.types';
import { transferAmount } from './contract-risk';
import type { ContractRun } from './contract-run';

/**
 * Money between the core and the accounts service, through `clearing:accounts:USDT`: a customer's
 * transfer in or out of a contract, futures or option account, and finance funding the house or the
 * insurance fund. Each transfer id passes once each way.
 */

export function receiveFromFunding(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'ReceiveFromFunding' }>): void {
  const amount = transferAmount(book, `in:${command.transferId}`, command.amount);
  run.move(PLATFORM.clearing, customerAccount(command.customerId, command.account), amount, { record: 'transfer_in', ref: command.transferId });
  book.transfers.add(`in:${command.transferId}`);
}

export function sendToFunding(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'SendToFunding' }>): void {
  const amount = transferAmount(book, `out:${command.transferId}`, command.amount);
  const from = customerAccount(command.customerId, command.account);
  if (book.balance(from) < amount) throw new ContractRejection('contracts.insufficientBalance');
  run.move(from, PLATFORM.clearing, amount, { record: 'transfer_out', ref: command.transferId });
  book.transfers.add(`out:${command.transferId}`);
}

export function receivePlatformFunding(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'ReceivePlatformFunding' }>): void {
  if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
  const amount = transferAmount(book, `platform:${command.fundingId}`, command.amount);
  run.move(PLATFORM.clearing, PLATFORM[command.to], amount, { record: 'platform_funding', ref: command.fundingId });
  book.transfers.add(`platform:${command.fundingId}`);
}
