import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The signed message, its signature, and what a first sign-in registers with. */
export class WalletSignInBody {
  @ApiProperty({ description: 'The message from GET /api/v1/auth/wallet/nonce, exactly as the wallet signed it' })
  @IsString({ message: 'siwe.messageInvalid' })
  @IsNotEmpty({ message: 'siwe.messageInvalid' })
  @MaxLength(4000, { message: 'siwe.messageInvalid' })
  message!: string;

  @ApiProperty({
    example: `0x${'ab'.repeat(65)}`,
    description: 'The personal_sign (EIP-191) signature: 65 bytes, or 64 in the compact form',
  })
  @IsString({ message: 'siwe.signatureInvalid' })
  @Matches(/^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, { message: 'siwe.signatureInvalid' })
  signature!: string;

  @ApiPropertyOptional({ example: 'K7QX2MPA', description: 'An inviter’s code; used only when the wallet registers' })
  @IsOptional()
  @IsString({ message: 'invite.unknown' })
  @MaxLength(32, { message: 'invite.unknown' })
  invite_code?: string;

  @ApiPropertyOptional({ example: '123456', description: 'The authenticator code, when the customer has one on' })
  @IsOptional()
  @IsString({ message: 'totp.wrong' })
  @MaxLength(12, { message: 'totp.wrong' })
  totp_code?: string;
}
