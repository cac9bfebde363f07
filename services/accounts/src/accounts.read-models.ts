import { ReadModels } from '@meridian/database';
import { IssuedCoin } from './catalogue/read-models/issued-coin.entity';
import { DepositProofImage } from './deposits/read-models/deposit-proof.entity';
import { Deposit } from './deposits/read-models/deposit.entity';
import { LedgerBalance } from './ledger/read-models/ledger-balance.entity';
import { LedgerEntryId } from './ledger/read-models/ledger-entry-id.entity';
import { LedgerHold } from './ledger/read-models/ledger-hold.entity';
import { LedgerPosting } from './ledger/read-models/ledger-posting.entity';
import { CustomerLabel } from './records/read-models/customer-label.entity';
import { DepositChannel } from './settings/read-models/deposit-channel.entity';
import { VipAssessmentDay } from './vip/read-models/vip-assessment-day.entity';
import { VipStanding } from './vip/read-models/vip-standing.entity';
import { BankCard } from './wallet-book/read-models/bank-card.entity';
import { WithdrawalAddress } from './wallet-book/read-models/withdrawal-address.entity';
import { CustomerVerification } from './withdrawals/read-models/customer-verification.entity';
import { PublishedVerificationLimits } from './withdrawals/read-models/published-verification-limits.entity';
import { Withdrawal } from './withdrawals/read-models/withdrawal.entity';

/** Every table the accounts service reads or projects into, as TypeORM entities; `accountsReadModels.on(connection)` gives their manager. */
export const accountsReadModels = new ReadModels([
  LedgerBalance,
  LedgerPosting,
  LedgerHold,
  LedgerEntryId,
  Deposit,
  DepositProofImage,
  Withdrawal,
  DepositChannel,
  WithdrawalAddress,
  BankCard,
  CustomerLabel,
  CustomerVerification,
  PublishedVerificationLimits,
  VipStanding,
  VipAssessmentDay,
  IssuedCoin,
]);
