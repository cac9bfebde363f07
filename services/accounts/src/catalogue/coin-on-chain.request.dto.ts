import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A coin on one of its networks; whether the pair exists is the catalogue's answer, not the DTO's. */
export class CoinOnChainDto {
  @ApiPropertyOptional({ example: 'USDT' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  coin?: string;

  @ApiPropertyOptional({ example: 'TRC20' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  chain?: string;
}
