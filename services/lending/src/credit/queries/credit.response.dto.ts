import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { LoanImageRefResponseDto } from '../../loans/queries/loan.response.dto';

export class BorrowerStandingResponseDto {
  @ApiProperty({ type: [String] }) tiers!: string[];
  @ApiProperty({ type: Number, nullable: true, description: '0 to 1000' }) score!: number | null;
  @ApiProperty(nullableText) evaluatedAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'An evaluation the customer asked for, waiting in finance’s queue' }) evaluationRequestedAt!: string | null;
  @ApiProperty({ description: 'USDT the customer may owe in all' }) limit!: string;
  @ApiProperty({ description: 'USDT left to borrow' }) available!: string;
  @ApiProperty({ ...nullableText, description: 'Why the customer cannot borrow, a message key' }) refusal!: string | null;
}

export class CreditRequestResponseDto {
  @ApiProperty({ description: 'The customer id' }) id!: string;
  @ApiProperty() customerId!: string;
  @ApiProperty({ description: 'When the customer asked; the queue is oldest first' }) requestedAt!: string;
  @ApiProperty({ type: [String] }) tiers!: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'The score in force, if any' }) score!: number | null;
  @ApiProperty(nullableText) evaluatedAt!: string | null;
  @ApiProperty({ type: () => [LoanImageRefResponseDto], description: 'Every proof the customer sent' }) proofs!: LoanImageRefResponseDto[];
}
