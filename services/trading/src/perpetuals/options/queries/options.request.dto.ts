import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class OptionsQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'history'], description: 'pending by default' }) @IsOptional() @IsIn(['pending', 'history']) status?: 'pending' | 'history';
}
