import { ApiProperty } from '@nestjs/swagger';

/** A one-time sign-in request: the message to sign as it is, and what it says. */
export class WalletNonceResponseDto {
  @ApiProperty({ description: 'The EIP-4361 message the wallet signs with personal_sign, exactly as given' }) message!: string;
  @ApiProperty({ example: '3f9c0a5e1b7d4c2a8e6f0b1d2c3e4f5a', description: 'Used once; refused after one sign-in or at expiration_time' })
  nonce!: string;
  @ApiProperty({ example: 'meridian.example', description: 'The site the message names' }) domain!: string;
  @ApiProperty({ example: 'https://meridian.example/login' }) uri!: string;
  @ApiProperty({ example: 1 }) chain_id!: number;
  @ApiProperty({ example: '2026-05-01T09:00:00.000Z' }) issued_at!: string;
  @ApiProperty({ example: '2026-05-01T09:10:00.000Z' }) expiration_time!: string;
}
