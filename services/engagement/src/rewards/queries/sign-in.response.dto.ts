import { ApiProperty } from '@nestjs/swagger';

export class DayBoundaryResponseDto {
  @ApiProperty({ example: 'UTC+08:00' }) label!: string;
  @ApiProperty({ example: 'Asia/Hong_Kong' }) timeZone!: string;
  @ApiProperty({ example: 480 }) utcOffsetMinutes!: number;
}

export class SignInDayResponseDto {
  @ApiProperty({ minimum: 1, maximum: 7 }) day!: number;
  @ApiProperty({ example: '0.1', description: 'USDT' }) reward!: string;
  @ApiProperty({ description: 'Signed in the current cycle' }) signed!: boolean;
}

/**
 * The daily sign-in as the reader may see it: the published day boundary, the 7 days of the cycle with
 * their rewards, and, for a logged-in customer, where they are in it and whether they may sign in.
 */
export class SignInStatusResponseDto {
  @ApiProperty({ type: DayBoundaryResponseDto }) dayBoundary!: DayBoundaryResponseDto;
  @ApiProperty({ example: '2026-03-01', description: 'Today by the day boundary' }) today!: string;
  @ApiProperty({ description: 'When the next day begins (the next sign-in may come then)' }) nextDayStartsAt!: string;
  @ApiProperty({ type: [SignInDayResponseDto] }) cycle!: SignInDayResponseDto[];
  @ApiProperty() signedToday!: boolean;
  @ApiProperty({ description: 'The day of the cycle the next sign-in is (1 to 7)' }) nextDay!: number;
  @ApiProperty({ enum: ['ok', 'visitor', 'demo', 'country'], description: 'Whether the reader may sign in, and why not' }) eligibility!:
    'ok' | 'visitor' | 'demo' | 'country';
  @ApiProperty({ type: String, nullable: true, description: 'Where the platform places the customer (ISO alpha-2), when known' }) country!:
    string | null;
  @ApiProperty({ description: 'platform:rewards cannot pay the next reward now: a sign-in still counts, without its reward' })
  paused!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A condition on the reward (e.g. a turnover before it can be withdrawn); null: none, the reward is the customer’s at once',
  })
  condition!: string | null;
  @ApiProperty({ description: 'The customer has never signed in (the rules are shown before the first claim)' }) firstClaim!: boolean;
  @ApiProperty({ example: '1.5', description: 'USDT paid to this customer so far' }) totalPaid!: string;
  @ApiProperty({ type: [String], description: 'Countries where rewards are off (ISO alpha-2)' }) offInCountries!: string[];
}

export class SignInRecordResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '2026-03-01' }) day!: string;
  @ApiProperty() cycleDay!: number;
  @ApiProperty({ description: 'USDT paid (or being paid)' }) reward!: string;
  @ApiProperty({ description: 'USDT the cycle offered that day' }) cycleReward!: string;
  @ApiProperty({ enum: ['none', 'paying', 'paid', 'paused'] }) rewardStatus!: 'none' | 'paying' | 'paid' | 'paused';
  @ApiProperty() signedAt!: string;
}

/** The sign-in rules as staff see them, with what platform:rewards holds. */
export class SignInRulesResponseDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty() rewardDay1!: string;
  @ApiProperty() rewardDay2!: string;
  @ApiProperty() rewardDay3!: string;
  @ApiProperty() rewardDay4!: string;
  @ApiProperty() rewardDay5!: string;
  @ApiProperty() rewardDay6!: string;
  @ApiProperty() rewardDay7!: string;
  @ApiProperty({ type: [String] }) offInCountries!: string[];
  @ApiProperty({ description: 'USDT in platform:rewards' }) rewardsBalance!: string;
  @ApiProperty({ description: 'USDT asked of accounts and not yet paid' }) outstanding!: string;
  @ApiProperty({ description: 'The next day-1 reward cannot be promised' }) paused!: boolean;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedBy!: string | null;
}

/** A sign-in as staff see it. */
export class SignInStaffResponseDto extends SignInRecordResponseDto {
  @ApiProperty({ format: 'uuid' }) customerId!: string;
}
