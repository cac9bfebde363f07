import { ApiProperty } from '@nestjs/swagger';

/** The spot fee rates as staff read them. */
export class SpotFeesResponseDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({ example: '0.001' }) makerRate!: string;
  @ApiProperty({ example: '0.001' }) takerRate!: string;
  @ApiProperty({ example: '0.01', description: 'The highest rate staff may set' }) maxRate!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When staff last changed the rates; null: the defaults' }) updatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) updatedBy!: string | null;
}
