import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, cleanUploadedImage, keepOriginal } from '@meridian/http';
import { Money } from '@meridian/money';
import type { CustomerPrincipal } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { chainOf } from '../../catalogue/asset-catalogue';
import { FundingStore, type Db } from '../../funding-store';
import { accountsReadModels } from '../../accounts.read-models';
import { DepositChannel } from '../../settings/read-models/deposit-channel.entity';
import { depositById } from '../queries/deposit-view';
import { DepositProofImage } from '../read-models/deposit-proof.entity';
import { depositDecider, depositStream, type DepositCommand, type DepositProof } from '../domain/deposit.decider';
import type { DepositRequestDto } from './request-deposit.request.dto';

export class RequestDepositCommand extends Command<Awaited<ReturnType<typeof depositById>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: DepositRequestDto,
    readonly proof: Buffer | null,
    readonly requestId: string | null,
  ) {
    super();
  }
}

/** A declared deposit with its proof: it waits for finance, and nothing is credited until approval. */
@CommandHandler(RequestDepositCommand)
export class RequestDepositHandler implements ICommandHandler<RequestDepositCommand> {
  constructor(private readonly funding: FundingStore) {}

  async execute({ customer, input, proof, requestId }: RequestDepositCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const channel = chainOf(input.coin ?? '', input.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    await assertChannelOpen(this.funding.pool, channel.coin.asset.code, channel.chain.chain);
    const amount = parseAmount(channel.coin.asset.code, input.amount);
    const minimum = Money.parse(amount.asset, channel.chain.minDeposit);
    if (amount.compare(minimum) < 0) throw AppError.badInput('deposit.belowMinimum', { min: channel.chain.minDeposit, coin: amount.asset.code });
    const txHash = (input.tx_hash ?? '').trim();
    // The proof kept to show is decoded and encoded afresh; the original is filed apart for audit, never served.
    const checked = proof ? await cleanUploadedImage(proof) : null;
    if (checked && !checked.ok) throw AppError.badInput(checked.key);

    const depositId = randomUUID();
    return this.funding.transaction(async (tx) => {
      let stored: DepositProof | null = null;
      if (checked?.ok) {
        stored = { proofId: randomUUID(), mime: checked.mime, size: checked.bytes.length, sha256: checked.sha256 };
        const proofs = (await accountsReadModels.on(tx.client)).getRepository(DepositProofImage);
        await proofs.insert({ id: stored.proofId, customerId: customer.customerId, mime: stored.mime, size: stored.size, sha256: stored.sha256, bytes: checked.bytes });
        await keepOriginal(tx.client, 'deposit_proofs', stored.proofId, customer.customerId, checked.original);
      }
      const command: DepositCommand = {
        type: 'RequestDeposit',
        data: {
          depositId,
          customerId: customer.customerId,
          coin: amount.asset.code,
          chain: channel.chain.chain,
          amount: amount.toString(),
          txHash: txHash === '' ? null : txHash,
          remark: (input.remark ?? '').trim().slice(0, 200),
          proof: stored,
        },
        metadata: { now: tx.now },
      };
      await tx.run(depositStream(depositId), depositDecider, command, { customerId: customer.customerId });
      return depositById(tx.client, depositId);
    }, requestId);
  }
}

async function assertChannelOpen(db: Db, coin: string, chain: string): Promise<void> {
  const channel = await (await accountsReadModels.on(db)).getRepository(DepositChannel).findOneBy({ coin, chain });
  if (!channel?.enabled || channel.address === '') throw AppError.badInput('deposit.channelClosed');
}
