import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class EtfBasketEntryResponseDto {
  @ApiProperty({ example: 'XAUUSD' }) symbol!: string;
  @ApiProperty({ example: '0.4' }) weight!: string;
}
export class EtfCloseResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty() price!: string;
  @ApiProperty({ description: 'The recorded tick (GET /api/v1/markets/:symbol/ticks)' }) tickSeq!: number;
}
export class EtfValueResponseDto {
  @ApiProperty() day!: string;
  @ApiProperty({ description: 'USDT per unit' }) value!: string;
  @ApiProperty({ type: [EtfCloseResponseDto] }) closes!: EtfCloseResponseDto[];
}
export class EtfFundResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'etf-low' }) fundId!: string;
  @ApiProperty({ enum: ['low', 'balanced'] }) risk!: 'low' | 'balanced';
  @ApiProperty({ type: [EtfBasketEntryResponseDto] }) basket!: EtfBasketEntryResponseDto[];
  @ApiProperty() minAmount!: string;
  @ApiProperty() maxAmount!: string;
  @ApiProperty({ ...nullableText, description: 'The latest unit value; trades are priced at it' }) value!: string | null;
  @ApiProperty({ ...nullableText }) valueDay!: string | null;
  @ApiProperty({
    ...nullableText,
    description:
      'Before the first value (no buying yet): when buying is expected to open, the UTC midnight after the first day every basket market has traded (ISO 8601; at or before now while that day is being valued). Null once valued',
  })
  opensAt!: string | null;
  @ApiProperty({ type: [EtfValueResponseDto], description: 'The last 30 daily values, oldest first' }) history!: EtfValueResponseDto[];
}
export class EtfHoldingResponseDto {
  @ApiProperty() fundId!: string;
  @ApiProperty({ enum: ['low', 'balanced'] }) risk!: 'low' | 'balanced';
  @ApiProperty() units!: string;
  @ApiProperty({ description: 'USDT paid for purchases' }) paid!: string;
  @ApiProperty({ description: 'USDT received from sales' }) received!: string;
  @ApiProperty({ ...nullableText }) value!: string | null;
  @ApiProperty({ description: 'What the units are worth at the latest value' }) worth!: string;
  @ApiProperty({ description: 'worth + received - paid; negative when the basket fell' }) result!: string;
}
export class EtfTradeResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() fundId!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) side!: 'buy' | 'sell';
  @ApiProperty({ description: 'USDT paid (buy) or received (sell)' }) amount!: string;
  @ApiProperty() units!: string;
  @ApiProperty() value!: string;
  @ApiProperty() day!: string;
  @ApiProperty({ enum: ['pending', 'completed', 'failed'] }) status!: 'pending' | 'completed' | 'failed';
  @ApiProperty({ ...nullableText }) reason!: string | null;
  @ApiProperty() placedAt!: string;
}
export class EtfOutstandingResponseDto {
  @ApiProperty() fundId!: string;
  @ApiProperty() units!: string;
  @ApiProperty({ ...nullableText }) value!: string | null;
  @ApiProperty({ description: 'USDT holders would receive selling everything at the latest value' }) owed!: string;
}
export class EtfHoldingsAnswerDto {
  @ApiProperty({ type: [EtfHoldingResponseDto] }) holdings!: EtfHoldingResponseDto[];
  @ApiProperty({ type: [EtfTradeResponseDto] }) trades!: EtfTradeResponseDto[];
}
