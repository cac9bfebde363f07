import { ApiProperty } from '@nestjs/swagger';
import { ContractTermsResponseDto } from '../contract-terms.response.dto';

/** A contract as a customer reads its specification: its terms and the market it follows. */
export class ContractInstrumentResponseDto extends ContractTermsResponseDto {
  @ApiProperty({ example: 'Bitcoin' }) name!: string;
  @ApiProperty({ example: 'BTC', description: 'What the price is of' }) base!: string;
  @ApiProperty({ example: 'USDT', description: 'The currency the price is quoted in' }) quote!: string;
  @ApiProperty({ enum: ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'] }) category!: 'crypto' | 'forex' | 'stock' | 'index' | 'etf' | 'metal' | 'energy';
  @ApiProperty({ enum: ['24x7', 'forex', 'us-equity', 'cfd'], description: '24x7; forex: Sunday 22:00 to Friday 22:00 UTC; us-equity: weekdays 14:30-21:00 UTC; cfd: Sunday 22:00 to Friday 21:00 UTC with a daily break 21:00-22:00' })
  hours!: '24x7' | 'forex' | 'us-equity' | 'cfd';
}
