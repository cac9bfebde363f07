import { ApiProperty } from '@nestjs/swagger';

export class TradePasswordStateResponseDto {
  @ApiProperty({ enum: [0, 1] }) has!: 0 | 1;
  @ApiProperty({
    enum: ['login_password', 'wallet'],
    description: 'What confirms setting or changing it: the login password, or (a customer who signs in with a wallet only, and has none) a fresh signature of that wallet',
  })
  confirm_with!: 'login_password' | 'wallet';
}
