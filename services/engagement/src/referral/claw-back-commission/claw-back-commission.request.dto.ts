import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** Why a paid commission is taken back (wash trading, a self-referral found later): the inviter reads it. */
export class ClawBackCommissionRequestDto {
  @ApiProperty({ maxLength: 500, example: 'Wash trading between the two accounts' })
  @IsString({ message: 'field.required' })
  @MinLength(1, { message: 'field.required' })
  @MaxLength(500)
  reason!: string;
}
