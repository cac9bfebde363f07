import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { ContractCoreService } from '../../contract-core.service';
import { OptionRestrictionsQuery } from '../queries/option-restrictions.query';
import { OPTION_RESTRICTIONS_LOOSER, TradingControlProposals } from '../trading-control-proposals';

/**
 * Staff set where real-money options are refused, with a reason. Adding a country applies at once;
 * taking one off the list waits for a second admin or compliance member (four eyes, docs/security.md).
 */
@Injectable()
export class RestrictOptionCountriesHandler {
  constructor(
    private readonly core: ContractCoreService,
    private readonly restrictions: OptionRestrictionsQuery,
    private readonly proposals: TradingControlProposals,
  ) {
    proposals.registerCoreSetting<{ countries: string[] }>('option-restrictions', {
      looser: OPTION_RESTRICTIONS_LOOSER,
      confirmRoles: ['admin', 'compliance'],
      read: async () => ({ countries: [...this.core.state.refusedOptionCountries()] }),
      submit: (_id, { countries }, change) => this.core.submit({ type: 'RestrictOptionCountries', countries, ...change }),
    });
  }

  /** `proposal` in the answer names what waits for confirmation. */
  async restrict(staff: StaffPrincipal, countries: string[], reason: string) {
    const requested = { countries: [...new Set(countries.map((c) => c.trim().toUpperCase()))] };
    const proposal = await this.proposals.change('option-restrictions', 'current', staff, requested, reason);
    return { restrictions: this.restrictions.restrictions(), proposal };
  }
}
