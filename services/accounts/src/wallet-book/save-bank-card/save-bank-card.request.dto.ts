import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A bank card for withdrawals by bank transfer. Routing number and payee phone are optional. */
export class BankCardRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) bank_name?: string;
  @ApiPropertyOptional({ description: '4 to 40 letters, digits, spaces or dashes' }) @IsOptional() @IsString() @MaxLength(120) account_number?: string;
  @ApiPropertyOptional({ description: '8 or 11 letters and digits' }) @IsOptional() @IsString() @MaxLength(120) swift_code?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) routing_number?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) bank_address?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) payee_name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) payee_phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) payee_address?: string;
}
