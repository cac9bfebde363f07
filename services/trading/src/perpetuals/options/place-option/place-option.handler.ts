import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AnswerWithEffect } from '@meridian/http';
import { Decimal } from '@meridian/money';
import { CLOCK, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../../../market/market-data.service';
import { ContractCoreService } from '../../contract-core.service';
import { commitmentCaps, CustomerStandings } from '../../customer-standing';
import { ContractRejection } from '../../domain/contract-core.types';
import { presentOption, type PresentedOption } from '../presented-option';
import type { PlaceOptionRequestDto } from './place-option.request.dto';

/**
 * A customer places a delivery option, accepted now, while the market trades: the strike is the first
 * tick after this moment. Real money stakes at most what the verification level and the risk profile
 * allow (docs/kyc.md); the core decides the rest (`PlaceOption`).
 */
@Injectable()
export class PlaceOptionHandler {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standings: CustomerStandings,
  ) {}

  /**
   * The answer is the option as the command left it in the core; with `answer` it is recorded under
   * the request id in the group commit of the command's event (a retry after a crash gets it back).
   */
  async place(customerId: string, body: PlaceOptionRequestDto, answer?: AnswerWithEffect<PresentedOption>): Promise<PresentedOption> {
    const symbol = body.symbol.toUpperCase();
    if (!this.market.isTrading(symbol, this.clock.now())) throw new ContractRejection('contracts.marketClosed');
    const optionId = randomUUID();
    let placed: PresentedOption | undefined;
    const present = () => (placed = presentOption(this.core.state.option(optionId)!));
    const standing = await this.standings.of(customerId);
    const { country, demo } = standing;
    const cap = commitmentCaps(standing).optionStake;
    if (cap && isDecimalText(body.amount) && Decimal.parse(body.amount).compare(Decimal.parse(cap.max)) > 0)
      throw new ContractRejection(cap.by === 'verification' ? 'options.stakeTierLimit' : 'options.stakeRiskLimit', { max: cap.max });
    await this.core.submit(
      {
        type: 'PlaceOption',
        optionId,
        ownerId: customerId,
        symbol,
        direction: body.direction,
        seconds: body.seconds,
        amount: body.amount,
        jurisdiction: { country, demo },
        at: this.clock.now().toISOString(),
      },
      answer ? { requestId: answer.claim.requestId } : {},
      answer ? { claim: answer.claim, httpStatus: answer.httpStatus, answer: () => answer.body(present()) } : undefined,
    );
    return placed ?? present();
  }
}

const isDecimalText = (text: string) => /^\d+(\.\d+)?$/.test(text);
