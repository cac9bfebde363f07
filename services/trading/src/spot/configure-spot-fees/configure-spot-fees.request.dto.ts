import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The spot fee rates as staff change them: decimal fractions of what the customer receives. */
export class SpotFeesDto {
  @ApiProperty({ example: '0.001', description: 'What a resting (maker) order pays, 0.001 = 0.1%' }) @IsString() @MaxLength(20) makerRate!: string;
  @ApiProperty({ example: '0.001', description: 'What an order that takes liquidity pays' }) @IsString() @MaxLength(20) takerRate!: string;
  @ApiProperty({ maxLength: 500, description: 'Why, kept with the change; a lower rate waits for a second finance or admin member' })
  @IsString({ message: 'review.reasonRequired' })
  @MaxLength(500)
  reason!: string;
}
