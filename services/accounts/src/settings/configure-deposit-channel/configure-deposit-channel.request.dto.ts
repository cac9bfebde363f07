import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** A deposit channel as finance configures it: the platform's receiving address, checked per chain. */
export class DepositChannelDto {
  @ApiProperty({ maxLength: 128 })
  @IsString()
  @MaxLength(128)
  address!: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  memo?: string;

  @ApiProperty()
  @IsBoolean()
  enabled!: boolean;
}
