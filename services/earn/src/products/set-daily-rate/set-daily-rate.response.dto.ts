import { ApiProperty } from '@nestjs/swagger';

export class EarnDailyRateResponseDto {
  @ApiProperty() productId!: string;
  @ApiProperty({ example: '2026-11-25' }) date!: string;
  @ApiProperty() rate!: string;
}
