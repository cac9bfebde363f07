import type { PoolClient } from 'pg';
import { ContractViolation, type ProductFundsRequestV1 } from '@meridian/contracts';
import { LedgerError, platformAccount, userAccount, type LedgerCommand, type Posting } from '@meridian/ledger';
import { assetOf, Money } from '@meridian/money';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { BANK_MIRROR_ACCOUNT, productAccountOf } from './product-accounts';
import { postOnce, type CustomerLedger } from '../ledger/customer-ledger';

const ledgerRefusal = (error: unknown, code: string) => error instanceof LedgerError && error.code === code;

/**
 * Carries out one step a product asked for on the customer's ledger stream, in the inbox's transaction,
 * and says why it was refused (the request's `refusal`) or null. Each step happens once by its id: a
 * redelivered hold or entry moves nothing again and is answered again; a hold already released or
 * settled is left as it is.
 */
export async function carryOutProductStep(ledger: CustomerLedger, request: ProductFundsRequestV1, client: PoolClient): Promise<string | null> {
  const purpose = productAccountOf(request.kind, request.platformAccount);
  if (!purpose) throw new ContractViolation(`${request.kind} may not use platform:${request.platformAccount}`);
  const asset = assetOf(request.asset, FUNDING_ASSETS);
  const amount = Money.parse(asset, request.amount);
  const wallet = userAccount(request.customerId, 'funding', asset);
  const product = platformAccount(purpose, asset);
  // Whose money a hold takes (the wallet's, or the product's own: a C2C inventory); release and settle
  // pay `share` to the other side and give the rest back to where it came from.
  const fromProduct = (request.step === 'hold' || request.step === 'release' || request.step === 'settle') && request.from === 'product';
  const [source, other] = fromProduct ? [product, wallet] : [wallet, product];
  const now = request.at;
  const run = (command: LedgerCommand) => ledger.execute(request.customerId, command, { client });
  const post = (postings: Posting[]) => postOnce(() => run({ type: 'PostEntry', data: { id: request.stepId, memo: request.memo, postings }, metadata: { now } }));
  const endHold = async (share: Money, postings: Posting[]) => {
    const holdId = request.stepId;
    const command: LedgerCommand = share.isZero()
      ? { type: 'VoidHold', data: { holdId, reason: request.memo }, metadata: { now } }
      : { type: 'PostHold', data: { holdId, to: postings.filter((posting) => posting.amount.isPositive()), memo: request.memo }, metadata: { now } };
    await run(command).catch((error: unknown) => {
      if (!ledgerRefusal(error, 'ledger.unknownHold')) throw error;
    });
  };
  switch (request.step) {
    case 'hold':
      try {
        await run({ type: 'PlaceHold', data: { holdId: request.stepId, from: source, amount, memo: request.memo }, metadata: { now } });
      } catch (error) {
        if (ledgerRefusal(error, 'ledger.duplicateHold')) return null;
        // Any refusal of the ledger's (short of funds, an amount it does not take) is the product's to
        // hear: thrown, it was retried for ever and held up every product's steps queued behind it.
        if (error instanceof LedgerError) return request.refusal;
        throw error;
      }
      return null;
    case 'release': {
      const kept = Money.parse(asset, request.share);
      await endHold(kept, [
        { account: source, amount: amount.subtract(kept) },
        { account: other, amount: kept },
      ]);
      return null;
    }
    case 'settle': {
      const paid = Money.parse(asset, request.share);
      await endHold(paid, [
        { account: other, amount: paid },
        { account: source, amount: amount.subtract(paid) },
      ]);
      return null;
    }
    case 'payment': {
      const payer = request.payer === 'bank' ? platformAccount(BANK_MIRROR_ACCOUNT, asset) : wallet;
      try {
        await post([
          { account: product, amount },
          { account: payer, amount: amount.negate() },
        ]);
      } catch (error) {
        if (error instanceof LedgerError) return request.refusal;
        throw error;
      }
      return null;
    }
    case 'payout':
      try {
        if (!amount.isZero())
          await post([
            { account: product, amount: amount.negate() },
            { account: wallet, amount },
          ]);
      } catch (error) {
        // The product's account cannot cover it: refused when the product said how (a sign-in reward).
        if (request.refusal && ledgerRefusal(error, 'ledger.platformAccountUncovered')) return request.refusal;
        throw error;
      }
      return null;
    default: {
      const unknown: never = request;
      throw new ContractViolation(`unknown product funds step ${JSON.stringify(unknown)}`);
    }
  }
}
