import { Injectable } from '@nestjs/common';
import { instrumentOf } from '../../market/instruments';
import { ContractCoreService } from '../contract-core.service';

/** Every contract's terms with the market it follows: its name, what it is priced in, and when it trades. */
@Injectable()
export class ContractInstrumentsQuery {
  constructor(private readonly core: ContractCoreService) {}

  instruments() {
    return this.core.state.allTerms().flatMap((terms) => {
      const market = instrumentOf(terms.symbol);
      return market ? [{ ...terms, name: market.name, base: market.base, quote: market.quote, category: market.category, hours: market.hours }] : [];
    });
  }
}
