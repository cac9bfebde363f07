import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { ContractCoreService } from '../../contract-core.service';
import { ContractRejection } from '../../domain/contract-core.types';
import type { ContractTerms, MaintenanceRule } from '../../domain/contract-terms';
import { checkContractTerms } from '../../domain/contract-terms.policy';
import { continuousTiers } from '../../domain/default-contract-terms';
import { StaffContractsQuery } from '../queries/staff-contracts.query';
import { CONTRACT_TERMS_LOOSER, TradingControlProposals } from '../trading-control-proposals';
import type { ConfigureContractDto } from './configure-contract.request.dto';

/**
 * A staff change of a contract's terms: what is given replaces the current figure; positions already
 * open keep theirs. What tightens applies at once; what loosens becomes a proposal another admin
 * confirms (four eyes on terms, docs/security.md).
 */
@Injectable()
export class ConfigureContractHandler {
  constructor(
    private readonly core: ContractCoreService,
    private readonly contracts: StaffContractsQuery,
    private readonly proposals: TradingControlProposals,
  ) {
    proposals.registerCoreSetting<ContractTerms>('contract-terms', {
      looser: CONTRACT_TERMS_LOOSER,
      confirmRoles: ['admin'],
      read: async (symbol) => {
        const { id: _id, ...terms } = this.contracts.contract(symbol);
        return terms;
      },
      submit: (_symbol, terms, change) => this.core.submit({ type: 'ConfigureContract', terms, ...change }),
    });
  }

  async configure(staff: StaffPrincipal, symbol: string, change: ConfigureContractDto) {
    const current = this.contracts.contract(symbol);
    const { id: _id, ...terms } = current;
    const { reason, financingLongRate, financingShortRate, marginTiers, maintenanceShare, ...figures } = change;
    const next: ContractTerms = {
      ...terms,
      ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
      financing: { ...terms.financing, ...(financingLongRate !== undefined ? { longRate: financingLongRate } : {}), ...(financingShortRate !== undefined ? { shortRate: financingShortRate } : {}) },
      maintenance: changedMaintenance(terms.maintenance, marginTiers, maintenanceShare),
    };
    // The published ceilings are checked before anything applies: a proposal never carries terms the core refuses.
    checkContractTerms(next, terms);
    const proposal = await this.proposals.change('contract-terms', current.id, staff, next, reason);
    return { terms: this.contracts.contract(symbol), proposal };
  }
}

/** The ladder staff set, with each tier's amount worked out so the maintenance margin stays continuous. */
function changedMaintenance(current: MaintenanceRule, tiers: ConfigureContractDto['marginTiers'], share: string | undefined): MaintenanceRule {
  if (tiers !== undefined) {
    if (current.kind !== 'tiers') throw new ContractRejection('contracts.termsInvalid', { field: 'marginTiers' });
    return { kind: 'tiers', tiers: continuousTiers(tiers.map(({ notionalUpTo, rate, maxLeverage }) => ({ notionalUpTo, rate, maxLeverage }))) };
  }
  if (share !== undefined) {
    if (current.kind !== 'share-of-initial') throw new ContractRejection('contracts.termsInvalid', { field: 'maintenanceShare' });
    return { kind: 'share-of-initial', share };
  }
  return current;
}
