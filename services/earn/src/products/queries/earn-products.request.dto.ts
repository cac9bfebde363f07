import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class EarnProductsQueryDto {
  @ApiPropertyOptional({ enum: ['custody', 'vip', 'etf'] })
  @IsOptional()
  @IsIn(['custody', 'vip', 'etf'])
  kind?: 'custody' | 'vip' | 'etf';
}
