import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A staff decision that only needs its reason (a rejection, a failed offering): required, and the customer reads it. */
export class ReasonDto {
  @ApiProperty({ maxLength: 500, description: 'The customer reads it' })
  @IsString({ message: 'review.reasonRequired' })
  @MaxLength(500)
  reason!: string;
}
