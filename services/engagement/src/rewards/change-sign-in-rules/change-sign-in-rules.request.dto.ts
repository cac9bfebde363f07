import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

const reward = (target: object, key: string) => {
  ApiProperty({ example: '0.1', description: 'USDT, 0 to 1,000, at most 6 decimals' })(target, key);
  IsString({ message: 'rewards.amountInvalid' })(target, key);
  MaxLength(20, { message: 'rewards.amountInvalid' })(target, key);
};

/** The whole rules as finance changes them: each day's reward and where rewards are off. */
export class ChangeSignInRulesRequestDto {
  @reward rewardDay1!: string;
  @reward rewardDay2!: string;
  @reward rewardDay3!: string;
  @reward rewardDay4!: string;
  @reward rewardDay5!: string;
  @reward rewardDay6!: string;
  @reward rewardDay7!: string;

  @ApiProperty({ type: [String], example: ['DE', 'GB'], description: 'ISO alpha-2 countries where rewards are off' })
  @IsArray()
  @ArrayMaxSize(300)
  @IsString({ each: true })
  offInCountries!: string[];

  @ApiPropertyOptional({
    maxLength: 500,
    description:
      'Why: required when the change loosens a control (a higher reward, a country taken off), which then waits for a second staff member',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
