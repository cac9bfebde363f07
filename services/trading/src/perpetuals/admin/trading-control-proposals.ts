import { Injectable } from '@nestjs/common';
import type { LooseningRules } from '@meridian/decider';
import { ServiceControlProposals, type ControlledSettingPort } from '@meridian/http';
import type { ContractTerms } from '../domain/contract-terms';

/**
 * Which way each contract term loosens a control: more leverage, more lots, a higher house exposure
 * cap, a lower fee, spread or minimum; a changed maintenance or financing table, lot step, tick or
 * contract size waits for a second admin too. The note shown to customers never does.
 */
export const CONTRACT_TERMS_LOOSER: LooseningRules<ContractTerms> = {
  symbol: 'any-change',
  account: 'any-change',
  contractSize: 'any-change',
  pointValueNote: 'never',
  tickSize: 'any-change',
  lotStep: 'any-change',
  minLots: 'lower',
  maxLots: 'higher',
  maxLeverage: 'higher',
  spread: 'lower',
  openFeeRate: 'lower',
  closeFeeRate: 'lower',
  liquidationFeeRate: 'lower',
  maintenance: 'any-change',
  financing: 'any-change',
  houseExposureCap: 'higher',
};

/** Where real-money options are refused: a country taken off the list loosens; one added tightens. */
export const OPTION_RESTRICTIONS_LOOSER: LooseningRules<{ countries: string[] }> = { countries: 'fewer-items' };

/** A change of a setting a trading core keeps: who made it, why (naming the proposal that carried it, if any) and when. */
export interface CoreSettingChange {
  staffId: string;
  reason: string;
  at: string;
}

/** A setting a trading core keeps in its own log, as the desk reaches it: a change is a command `submit`ted to the core. */
export type CoreSettingPort<T extends object> = Omit<ControlledSettingPort<T>, 'apply'> & {
  submit: (id: string, value: T, change: CoreSettingChange) => Promise<unknown>;
};

/** Trading's control-change proposals (contract terms, option restrictions, the house buffer, spot fees), behind `/admin/proposals/trading`. */
@Injectable()
export class TradingControlProposals extends ServiceControlProposals('trading') {
  /** Adds a setting a core keeps: each change applies as the core's command, in the core's log. */
  registerCoreSetting<T extends object>(kind: string, { submit, ...setting }: CoreSettingPort<T>): void {
    this.register<T>(kind, {
      ...setting,
      apply: async (id, value, by) => {
        const reason = by.proposalId ? `${by.reason} (proposal ${by.proposalId} by ${by.proposerId})` : by.reason;
        await submit(id, value, { staffId: by.staffId, reason, at: this.clock.now().toISOString() });
      },
    });
  }
}
