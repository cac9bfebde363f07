import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumberString, IsOptional, IsString, MaxLength } from 'class-validator';

/** A page of a staff list: react-admin's simple REST parameters. Each list extends it with its filters. */
export class StaffListQueryDto {
  @ApiPropertyOptional({ example: '1' }) @IsOptional() @IsNumberString({ no_symbols: true }) _page?: string;
  @ApiPropertyOptional({ example: '25' }) @IsOptional() @IsNumberString({ no_symbols: true }) _perPage?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(32) _sort?: string;
  @ApiPropertyOptional({ enum: ['ASC', 'DESC'] }) @IsOptional() @IsIn(['ASC', 'DESC']) _order?: 'ASC' | 'DESC';
}
