import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { TextField } from '@meridian/http';

/** Finance proposes a capital contribution: USDT the operator sent to the platform's bank, with a reason. */
export class ProposeCapitalContributionDto {
  @ApiProperty({
    example: '0b9b2f6e-8f2a-4c1e-9d53-3a7d3c1f2a10',
    description: 'Chosen by the client once per contribution (hex, dashes allowed): a retry with the same id proposes once',
  })
  @Matches(/^[0-9a-f-]{16,64}$/i, { message: 'request.invalid' })
  requestId!: string;

  @ApiProperty({ example: '1000000', description: 'USDT' })
  @IsString({ message: 'amount.invalid', context: { scale: 6 } })
  @MaxLength(40)
  amount!: string;
  @TextField(
    500,
    { invalid: 'review.reasonRequired' },
    { maxLength: 500, description: 'Where the money came from (the bank transfer, the board decision)' },
  )
  reason!: string;
}
