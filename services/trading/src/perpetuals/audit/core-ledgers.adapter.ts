import { Injectable } from '@nestjs/common';
import type { CoreAccountReplay, CoreLedgerReport, CoreLedgers } from '@meridian/runtime';
import { SpotAuditService } from '../../spot/audit/spot-audit.service';
import { SpotCustomerReplay } from '../../spot/audit/spot-customer-replay';
import { ContractAuditService } from './contract-audit.service';

/** The trading service's side of the CORE_LEDGERS port: the spot core's journal and the contract core's. */
@Injectable()
export class CoreLedgersAdapter implements CoreLedgers {
  constructor(
    private readonly spot: SpotAuditService,
    private readonly spotReplay: SpotCustomerReplay,
    private readonly contract: ContractAuditService,
  ) {}

  check(): Promise<CoreLedgerReport[]> {
    return Promise.all([this.spot.ledger(), this.contract.ledger()]);
  }

  replay(customerId: string, at?: string): Promise<CoreAccountReplay[]> {
    return Promise.all([this.spotReplay.coreReplay(customerId, at), this.contract.replay(customerId, at)]);
  }
}
