import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';

/** A score from 0 to 1000 and why. */
export class CreditEvaluationDto {
  @ApiProperty({ minimum: 0, maximum: 1000 }) @IsInt({ message: 'credit.scoreRange' }) score!: number;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
