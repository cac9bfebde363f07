import { ApiProperty } from '@nestjs/swagger';

export class ReferralLevelResponseDto {
  @ApiProperty({ minimum: 1, maximum: 4 }) level!: number;
  @ApiProperty({ example: 2000, description: 'The published rate: basis points of each trading fee the referred customer pays' })
  rateBps!: number;
  @ApiProperty({ description: 'Customers at this level below the reader' }) headcount!: number;
  @ApiProperty({ example: '1.5', description: 'USDT paid to the reader at this level' }) earnings!: string;
}

/** The reader's referral programme: the code and link, how many levels pay where they are, and why. */
export class ReferralResponseDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The invitation code (null until engagement has heard it; the profile also carries it)',
  })
  code!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/register?invite_code=ABCD2345',
    description: 'The registration link, relative to the site',
  })
  link!: string | null;
  @ApiProperty({
    minimum: 0,
    maximum: 4,
    description: 'How many levels pay the reader where they are (0: referral rewards are not offered there)',
  })
  depth!: number;
  @ApiProperty({ minimum: 0, maximum: 4, description: 'How many levels the programme pays where it is allowed' }) programmeDepth!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Where the platform places the reader (ISO alpha-2), when known' }) country!:
    string | null;
  @ApiProperty({ enum: ['verified', 'phone-area-code', 'unknown'] }) countryBasis!: 'verified' | 'phone-area-code' | 'unknown';
  @ApiProperty({ description: 'Months after a referred customer registers during which their fees pay commission' }) months!: number;
  @ApiProperty({ type: [ReferralLevelResponseDto] }) levels!: ReferralLevelResponseDto[];
  @ApiProperty({ example: '3.25', description: 'USDT paid to the reader in all' }) totalEarnings!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { GB: 0 },
    description: 'Countries with their own depth',
  })
  countryDepths!: Record<string, number>;
}

/** One commission line: a fee a referred customer paid and what it paid the reader. */
export class ReferralRecordResponseDto {
  @ApiProperty({ example: 'spot-t1-buyer:1', description: 'The fee event and the level' }) id!: string;
  @ApiProperty({ example: '0.5', description: 'USDT paid (0 when the line pays nothing)' }) profit!: string;
  @ApiProperty({ minimum: 1, maximum: 4 }) level!: number;
  @ApiProperty({ enum: ['spot', 'contract', 'option'] }) product!: 'spot' | 'contract' | 'option';
  @ApiProperty({ example: '2.5' }) fee!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: 2000 }) rateBps!: number;
  @ApiProperty({ enum: ['none', 'paying', 'paid', 'refused', 'clawed-back'] }) status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why a line pays nothing (country, depth, expired, self-referral, coin, rate, dust) or was refused',
  })
  reason!: string | null;
  @ApiProperty({ description: 'What the record says, in the reader’s language' }) remark!: string;
  @ApiProperty({ description: 'A masked name of the referred customer' }) referred!: string;
  @ApiProperty() time!: string;
}

/** One commission line as staff read it. */
export class ReferralCommissionStaffResponseDto {
  @ApiProperty({ example: 'spot-t1-seller:1', description: 'The fee event and the level' }) id!: string;
  @ApiProperty() feeId!: string;
  @ApiProperty({ minimum: 1, maximum: 4 }) level!: number;
  @ApiProperty({ format: 'uuid' }) inviterId!: string;
  @ApiProperty({ format: 'uuid', description: 'The referred customer who paid the fee' }) payerId!: string;
  @ApiProperty({ enum: ['spot', 'contract', 'option'] }) product!: 'spot' | 'contract' | 'option';
  @ApiProperty() fee!: string;
  @ApiProperty() coin!: string;
  @ApiProperty({ description: 'The trade, position or option the fee was paid on' }) reference!: string;
  @ApiProperty() rateBps!: number;
  @ApiProperty({ description: 'USDT' }) amount!: string;
  @ApiProperty({ enum: ['none', 'paying', 'paid', 'refused', 'clawing-back', 'clawed-back'] }) status!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff clawed it back' }) clawbackReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) clawedBackBy!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why accounts refused the last clawback (the wallet did not hold it)' })
  clawbackRefusal!: string | null;
  @ApiProperty() decidedAt!: string;
}

/** The referral rules as the back office reads them (one record, `default`). */
export class ReferralRulesResponseDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty() level1Bps!: number;
  @ApiProperty() level2Bps!: number;
  @ApiProperty() level3Bps!: number;
  @ApiProperty() level4Bps!: number;
  @ApiProperty({ minimum: 0, maximum: 4 }) depth!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { GB: 0 } }) countryDepths!: Record<string, number>;
  @ApiProperty() months!: number;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedBy!: string | null;
}

export class ReferralTreeNodeResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ minimum: 1, maximum: 4 }) level!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Who invited this customer' }) inviterId!: string | null;
  @ApiProperty() registeredAt!: string;
  @ApiProperty({ example: '1.5', description: 'USDT this customer’s fees paid the customer at the root' }) earned!: string;
}

/** A customer's place in the tree: its recorded ancestors and everyone below it, up to 4 levels. */
export class ReferralTreeResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: [String], description: 'Ancestors, nearest first' }) ancestors!: string[];
  @ApiProperty({ type: [ReferralTreeNodeResponseDto] }) descendants!: ReferralTreeNodeResponseDto[];
  @ApiProperty({ example: '3.25' }) totalEarnings!: string;
}
