import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class DailyRateDto {
  @ApiProperty({ example: '2026-11-25' }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'earn.rateDateInvalid' }) date!: string;
  @ApiProperty({ example: '0.0045' }) @IsString({ message: 'field.invalid' }) @MaxLength(16, { message: 'field.invalid' }) rate!: string;
}
