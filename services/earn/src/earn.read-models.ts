import { ReadModels } from '@meridian/database';
import { EarnVipLevel } from './customers/read-models/earn-vip-level.entity';
import { EarnEtfHolding } from './etf/read-models/earn-etf-holding.entity';
import { EarnEtfTrade } from './etf/read-models/earn-etf-trade.entity';
import { EarnEtfValue } from './etf/read-models/earn-etf-value.entity';
import { EarnInstrumentClose } from './etf/read-models/earn-instrument-close.entity';
import { EarnOrder } from './orders/read-models/earn-order.entity';
import { EarnYield } from './orders/read-models/earn-yield.entity';
import { EarnDailyRate } from './products/read-models/earn-daily-rate.entity';
import { EarnProduct } from './products/read-models/earn-product.entity';
import { EarnCoinOffering } from './subscription/read-models/earn-coin-offering.entity';
import { EarnCoinSubscription } from './subscription/read-models/earn-coin-subscription.entity';

/** Every table earn reads or projects into, as TypeORM entities; `earnReadModels.on(connection)` gives their manager. */
export const earnReadModels = new ReadModels([
  EarnOrder,
  EarnYield,
  EarnDailyRate,
  EarnProduct,
  EarnVipLevel,
  EarnInstrumentClose,
  EarnEtfValue,
  EarnEtfHolding,
  EarnEtfTrade,
  EarnCoinOffering,
  EarnCoinSubscription,
]);
