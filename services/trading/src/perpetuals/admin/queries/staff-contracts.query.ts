import { Injectable } from '@nestjs/common';
import { ContractCoreService } from '../../contract-core.service';
import { ContractRejection } from '../../domain/contract-core.types';

/** Every contract's current terms, as staff list them (`id` is the symbol). */
@Injectable()
export class StaffContractsQuery {
  constructor(private readonly core: ContractCoreService) {}

  contracts() {
    return this.core.state.allTerms().map((terms) => ({ id: terms.symbol, ...terms }));
  }

  contract(symbol: string) {
    const terms = this.core.state.termsOf(symbol.toUpperCase());
    if (!terms) throw new ContractRejection('request.notFound');
    return { id: terms.symbol, ...terms };
  }
}
