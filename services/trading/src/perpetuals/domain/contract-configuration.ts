import { Decimal } from '@meridian/money';
import { parseDecimal, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand } from './contract-core.types';
import { checkContractTerms } from './contract-terms.policy';
import { checkCountryList } from './jurisdiction';

/**
 * Staff settings the core keeps, each with a reason: a contract's terms (for positions opened after
 * it), the house buffer's share, and where real-money options are refused.
 */

export function configureContract(book: ContractBook, command: Extract<ContractCommand, { type: 'ConfigureContract' }>): void {
  if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
  const listed = book.terms.get(command.terms.symbol);
  if (!listed) throw new ContractRejection('contracts.unknownInstrument');
  checkContractTerms(command.terms, listed);
  book.terms.set(command.terms.symbol, command.terms);
}

export function configureHouseBuffer(book: ContractBook, command: Extract<ContractCommand, { type: 'ConfigureHouseBuffer' }>): void {
  if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
  if (command.share !== null) {
    const share = parseDecimal(command.share, 'share');
    if (share.isNegative() || share.compare(Decimal.ONE) > 0 || share.scale > 6) throw new ContractRejection('field.invalid', { field: 'share' });
  }
  book.houseBufferShare = command.share;
}

export function restrictOptionCountries(book: ContractBook, command: Extract<ContractCommand, { type: 'RestrictOptionCountries' }>): void {
  if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
  book.optionRefusedCountries = checkCountryList(command.countries);
}
