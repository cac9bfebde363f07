import { postInternal } from './internal-http';

/**
 * What a platform account of the funding ledger holds now (accounts owns it, DESIGN.md section 5).
 * A service that promises money paid from one (earn's yields from `platform:earn-payouts`, lending's
 * disbursements from `platform:loan-book`) asks before it promises, never keeps a copy.
 */
export interface PlatformReserves {
  /** The balance as a decimal string of the account's asset (`"0.000000"` when it never held anything). */
  balance(account: string): Promise<string>;
}

export const PLATFORM_RESERVES = Symbol('PLATFORM_RESERVES');

/** The funding ledger of an accounts process elsewhere (the distributed profile), over `/internal/v1`. */
export class HttpPlatformReserves implements PlatformReserves {
  constructor(
    private readonly accountsUrl: string,
    private readonly internalToken: string,
  ) {}

  async balance(account: string): Promise<string> {
    return (
      await postInternal<{ balance: string }>(this.accountsUrl, this.internalToken, '/internal/v1/platform-accounts/balance', { account })
    ).balance;
  }
}
