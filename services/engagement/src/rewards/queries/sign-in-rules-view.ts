import { Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { SIGN_IN_RULES_ID } from '../domain/sign-in-rules';
import { RewardCover } from '../reward-cover';
import { SignInRulesQuery } from './sign-in-rules.query';
import type { SignInRulesResponseDto } from './sign-in.response.dto';

/** The rules record as the back office reads it (one record, `default`), with what platform:rewards holds. */
@Injectable()
export class SignInRulesView {
  constructor(
    private readonly rules: SignInRulesQuery,
    private readonly cover: RewardCover,
  ) {}

  /** The rules are one record: any other id is not found. */
  oneRecord(id: string): void {
    if (id !== SIGN_IN_RULES_ID) throw new DomainError('request.notFound');
  }

  async current(): Promise<SignInRulesResponseDto> {
    const [{ rules, changedAt, changedBy }, cover] = await Promise.all([this.rules.asChanged(), this.cover.state()]);
    const dayOne = Money.parse(ASSETS.USDT, rules.rewardDay1);
    return {
      id: SIGN_IN_RULES_ID,
      ...rules,
      rewardsBalance: cover.balance.toString(),
      outstanding: cover.outstanding.toString(),
      paused: dayOne.isPositive() && cover.headroom.compare(dayOne) < 0,
      changedAt,
      changedBy,
    };
  }
}
