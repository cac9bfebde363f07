import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { LooseningRules } from '@meridian/decider';
import type { ProposalView } from '@meridian/http';
import { CLOCK, PG_POOL, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { ContractCoreService } from '../../contract-core.service';
import { CONTRACT_CORE_STREAM } from '../../read-models/contract-read-model';
import { ContractHouseQuery } from '../queries/contract-house.query';
import { TradingControlProposals } from '../trading-control-proposals';

/**
 * The house buffer as a controlled setting: whether it is enforced, and the share of the net contract
 * exposure the house keeps on top of its options' payouts. A share of `null` in the core is
 * `{ enforced: false, share: '0' }` here, so that any enforced share tightens a buffer that was off.
 */
export interface HouseBufferSetting {
  enforced: boolean;
  share: string;
}

/**
 * Lowering the share or no longer enforcing the buffer lets the house take exposure it could not
 * cover: a second admin confirms it (docs/security.md, "Insider"). Raising it, or enforcing a buffer
 * that was off, applies at once.
 */
export const HOUSE_BUFFER_LOOSER: LooseningRules<HouseBufferSetting> = { enforced: 'false', share: 'lower' };

export const HOUSE_BUFFER_SETTING = 'house-buffer';
/** The one house buffer (the setting id its proposals name). */
export const HOUSE_BUFFER_ID = 'house';
/** Who sets the buffer a fresh install starts with: the operator's configuration, not a staff member. */
export const INSTALL_ACTOR = 'install';
export const INSTALL_BUFFER_REASON = 'Default buffer at install';

export const bufferSettingOf = (share: string | null): HouseBufferSetting => (share === null ? { enforced: false, share: '0' } : { enforced: true, share });
export const shareOf = (setting: HouseBufferSetting): string | null => (setting.enforced ? setting.share : null);

/**
 * The set-house-buffer use case: staff changes of the house buffer through trading's control
 * proposals, and the buffer a fresh install starts with. Each change is a `ConfigureHouseBuffer`
 * command in the contract core's log.
 */
@Injectable()
export class HouseBufferControl {
  constructor(
    private readonly core: ContractCoreService,
    private readonly house: ContractHouseQuery,
    private readonly proposals: TradingControlProposals,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    proposals.registerCoreSetting<HouseBufferSetting>(HOUSE_BUFFER_SETTING, {
      looser: HOUSE_BUFFER_LOOSER,
      confirmRoles: ['admin'],
      read: async () => bufferSettingOf(this.house.houseBuffer().share),
      submit: (_id, setting, change) => this.core.submit({ type: 'ConfigureHouseBuffer', share: shareOf(setting), ...change }),
    });
  }

  /** Raises apply at once; a lower share or `null` (not enforced) is answered as a proposal another admin confirms. */
  async change(staff: StaffPrincipal, share: string | null, reason: string): Promise<{ buffer: ReturnType<ContractHouseQuery['houseBuffer']>; proposal: ProposalView | null }> {
    const proposal = await this.proposals.change(HOUSE_BUFFER_SETTING, HOUSE_BUFFER_ID, staff, bufferSettingOf(share), reason);
    return { buffer: this.house.houseBuffer(), proposal };
  }

  /**
   * The buffer of a fresh install (`HOUSE_BUFFER_SHARE`), set once: only while the contract core has
   * never recorded a buffer, so a restart, or a buffer staff changed since, is left as it is. The
   * core's own log is the record; one contract core writes it.
   */
  async seedAtInstall(share: string): Promise<{ share: string | null; seededNow: boolean }> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM events WHERE event_type = 'HouseBufferConfigured' AND stream_id = $1 LIMIT 1`, [CONTRACT_CORE_STREAM]);
    if (rowCount) return { share: this.house.houseBuffer().share, seededNow: false };
    await this.configure(INSTALL_ACTOR, share, INSTALL_BUFFER_REASON);
    return { share: this.house.houseBuffer().share, seededNow: true };
  }

  /** Staff set the share of net contract exposure the house keeps on top of its options' payouts (null: not enforced), with a reason. */
  private async configure(staffId: string, share: string | null, reason: string): Promise<void> {
    await this.core.submit({ type: 'ConfigureHouseBuffer', share, staffId, reason, at: this.clock.now().toISOString() });
  }
}
