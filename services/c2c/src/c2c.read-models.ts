import { ReadModels } from '@meridian/database';
import { C2cOrder } from './orders/read-models/c2c-order.entity';
import { C2cVerifiedName } from './orders/read-models/c2c-verified-name.entity';
import { ReceivingAccount } from './receiving-accounts/read-models/receiving-account.entity';

/** Every table c2c reads or projects into, as TypeORM entities; `c2cReadModels.on(connection)` gives their manager. */
export const c2cReadModels = new ReadModels([C2cOrder, C2cVerifiedName, ReceivingAccount]);
