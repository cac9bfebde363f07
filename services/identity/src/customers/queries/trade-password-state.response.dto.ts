import { ApiProperty } from '@nestjs/swagger';

export class TradePasswordStateResponseDto {
  @ApiProperty({ enum: [0, 1] }) has!: 0 | 1;
}
