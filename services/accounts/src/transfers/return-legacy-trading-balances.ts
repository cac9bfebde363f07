import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { parseAccount, userAccount } from '@meridian/ledger';
import { assetOf, ASSETS, Money } from '@meridian/money';
import { accountsReadModels } from '../accounts.read-models';
import { FundingStore } from '../funding-store';
import { LedgerBalance } from '../ledger/read-models/ledger-balance.entity';
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
    const rows = await (await accountsReadModels.on(this.funding.pool))
      .getRepository(LedgerBalance)
      .createQueryBuilder('b')
      .where('b.account ~ :legacy', { legacy: '^user:[^:]+:(contract|futures|margin|option):' })
      .andWhere('b.balance > 0')
      .getMany();
    for (const row of rows) {
      const parsed = parseAccount(row.account);
      if (parsed.type !== 'user') continue;
      const asset = assetOf(row.asset, ASSETS);
      const amount = Money.ofMinor(asset, BigInt(row.balance));
      try {
        await this.funding.transaction((tx) =>
          postTransferEntry(tx, parsed.customerId, {
            id: `legacy-trading-account:${row.account}`,
            memo: `Transfer ${LEGACY_TYPE[parsed.kind] ?? 'hya'} → bba`,
            from: row.account,
            to: userAccount(parsed.customerId, 'funding', asset),
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
