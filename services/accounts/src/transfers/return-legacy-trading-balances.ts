import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { parseAccount, userAccount } from '@meridian/ledger';
import { assetOf, ASSETS, Money } from '@meridian/money';
import { FundingStore } from '../funding-store';
import { postTransferEntry } from './transfer-entry';
import { isDuplicateEntry } from '../ledger/customer-ledger';

/**
 * The contract, futures, option and margin accounts were once kept on the customer's ledger here; the
 * trading core owns the first three now, and the margin account is a view of them. Money a
 * customer had put in one of them goes back to their funding wallet, once, in one visible entry per
 * account, so none is stranded where no screen shows it.
 */
const LEGACY_TYPE: Partial<Record<string, string>> = { contract: 'hy', futures: 'jg1', option: 'jg', margin: 'hya' };

@Injectable()
export class ReturnLegacyTradingBalances implements OnApplicationBootstrap {
  private readonly logger = new Logger('accounts');

  constructor(private readonly funding: FundingStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const { rows } = await this.funding.pool.query<{ customer_id: string; account: string; asset: string; balance: string }>(
      `SELECT customer_id, account, asset, balance::text AS balance FROM ledger_balances
        WHERE account ~ '^user:[^:]+:(contract|futures|margin|option):' AND balance > 0`,
    );
    for (const row of rows) {
      const parsed = parseAccount(row.account);
      if (parsed.type !== 'user') continue;
      const asset = assetOf(row.asset, ASSETS);
      const amount = Money.ofMinor(asset, BigInt(row.balance));
      try {
        await this.funding.transaction((tx) =>
          postTransferEntry(tx, row.customer_id, {
            id: `legacy-trading-account:${row.account}`,
            memo: `Transfer ${LEGACY_TYPE[parsed.kind] ?? 'hya'} → bba`,
            from: row.account,
            to: userAccount(row.customer_id, 'funding', asset),
            amount,
          }),
        );
        this.logger.log(`returned ${amount.toString()} ${asset.code} from ${row.account} to the funding wallet`);
      } catch (error) {
        if (isDuplicateEntry(error)) continue;
        throw error;
      }
    }
  }
}
