import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

/** The customer as the app shows them (the legacy protocol's `user`). */
export class CustomerProfileResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['email', 'phone', 'wallet', 'demo'], description: 'How the customer registered (`wallet`: Sign-In with Ethereum)' }) type!: 'email' | 'phone' | 'wallet' | 'demo';
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone!: string | null;
  @ApiProperty({ ...nullableText, example: '852' }) area_code!: string | null;
  @ApiProperty({ description: 'The e-mail, the phone with its area code, the wallet’s shortened address, or the demo account’s name' }) account_display!: string;
  @ApiProperty({ description: 'The nickname, else the masked account' }) name!: string;
  @ApiProperty(nullableText) nickname!: string | null;
  @ApiProperty({ ...nullableText, description: 'Set when the customer uploaded one: GET /api/v1/me/avatar' }) avatar_id!: string | null;
  @ApiProperty({ ...nullableText, example: 'an***n@example.com' }) masked_email!: string | null;
  @ApiProperty({ ...nullableText, example: '+852 9123***78' }) masked_phone!: string | null;
  @ApiProperty({ ...nullableText, example: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A', description: 'The wallet the customer signs in with (EIP-55)' }) wallet_address!: string | null;
  @ApiProperty({ description: 'The code a friend registers with' }) invitation_code!: string;
  @ApiProperty() invite_link!: string;
  @ApiProperty({ enum: [0, 1], description: '1 when a trade password is set' }) transaction_password!: 0 | 1;
  @ApiProperty({ enum: [0, 1] }) is_demo!: 0 | 1;
  @ApiProperty(nullableText) demo_expires_at!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ example: 'en' }) lang!: string;
}
