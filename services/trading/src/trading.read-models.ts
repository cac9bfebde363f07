import { ReadModels } from '@meridian/database';
import { ContractAccountRecordRow } from './perpetuals/read-models/contract-account-record.entity';
import { ContractOption } from './perpetuals/read-models/contract-option.entity';
import { ContractPlatformRecord } from './perpetuals/read-models/contract-platform-record.entity';
import { ContractPosition } from './perpetuals/read-models/contract-position.entity';
import { CustomerStandingRow } from './perpetuals/standing/customer-standing.entity';
import { TradingVerificationLimits } from './perpetuals/standing/published-verification-limits.entity';
import { SpotIssuedCoin } from './spot/listings/read-models/issued-coin.entity';
import { SpotListing } from './spot/listings/read-models/spot-listing.entity';
import { SpotAccountRecordRow } from './spot/read-models/spot-account-record.entity';
import { SpotOrder } from './spot/read-models/spot-order.entity';
import { SpotTradeRow } from './spot/read-models/spot-trade.entity';

/**
 * The trading service's read models as TypeORM entities; `tradingReadModels.on(connection)` gives
 * their manager. The cores' group commit writes its tables as statements sent in one burst (a
 * manager runs one statement at a time), and the market's tick log and candles are a time series kept
 * by SQL aggregates: docs/architecture.md says where each stays SQL and why.
 */
export const tradingReadModels = new ReadModels([
  SpotOrder,
  SpotTradeRow,
  SpotAccountRecordRow,
  SpotIssuedCoin,
  SpotListing,
  ContractPosition,
  ContractOption,
  ContractAccountRecordRow,
  ContractPlatformRecord,
  CustomerStandingRow,
  TradingVerificationLimits,
]);
