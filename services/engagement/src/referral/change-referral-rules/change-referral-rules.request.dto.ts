import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const rate = (target: object, key: string) => {
  ApiProperty({ example: 2000, minimum: 0, maximum: 10_000, description: 'Basis points of each trading fee the referred customer pays' })(
    target,
    key,
  );
  IsInt({ message: 'referral.rateInvalid' })(target, key);
  Min(0, { message: 'referral.rateInvalid' })(target, key);
  Max(10_000, { message: 'referral.rateInvalid' })(target, key);
};

/** The whole referral rules as finance changes them: each level's rate, the depth and the depth per country. */
export class ChangeReferralRulesRequestDto {
  @rate level1Bps!: number;
  @rate level2Bps!: number;
  @rate level3Bps!: number;
  @rate level4Bps!: number;

  @ApiProperty({ minimum: 0, maximum: 4, description: 'How many levels of inviters earn' })
  @IsInt({ message: 'referral.depthInvalid' })
  @Min(0, { message: 'referral.depthInvalid' })
  @Max(4, { message: 'referral.depthInvalid' })
  depth!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { GB: 0 },
    description: 'ISO alpha-2 country to its own depth (0: referral rewards are off there)',
  })
  @IsObject()
  countryDepths!: Record<string, number>;

  @ApiPropertyOptional({
    maxLength: 500,
    description: 'Why: required when the change loosens a control, which then waits for a second staff member',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
