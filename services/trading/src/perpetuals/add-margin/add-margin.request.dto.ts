import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class AddMarginRequestDto {
  @ApiProperty({ example: '100', description: 'USDT from the same account, at most what it holds' }) @Matches(/^\d{1,20}(\.\d{1,6})?$/) amount!: string;
}
