import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class PositionsQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'pending', 'history'], description: 'open by default' })
  @IsOptional()
  @IsIn(['open', 'pending', 'history'])
  status?: 'open' | 'pending' | 'history';
}
