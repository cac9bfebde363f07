import { ApiProperty } from '@nestjs/swagger';

export class SignedOutResponseDto {
  @ApiProperty({ description: 'How many sessions were closed' }) signedOut!: number;
}
