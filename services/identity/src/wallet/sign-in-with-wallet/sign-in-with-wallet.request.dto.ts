import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OptionalTextField, TextField } from '@meridian/http';

/** The signed message, its signature, and what a first sign-in registers with. */
export class WalletSignInBody {
  @TextField(
    4000,
    { invalid: 'siwe.messageInvalid', empty: 'siwe.messageInvalid', tooLong: 'siwe.messageInvalid' },
    { description: 'The message from GET /api/v1/auth/wallet/nonce, exactly as the wallet signed it' },
  )
  message!: string;

  @ApiProperty({
    example: `0x${'ab'.repeat(65)}`,
    description: 'The personal_sign (EIP-191) signature: 65 bytes, or 64 in the compact form',
  })
  @IsString({ message: 'siwe.signatureInvalid' })
  @Matches(/^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, { message: 'siwe.signatureInvalid' })
  signature!: string;

  @OptionalTextField(
    32,
    { invalid: 'invite.unknown', tooLong: 'invite.unknown' },
    { example: 'K7QX2MPA', description: 'An inviter’s code; used only when the wallet registers' },
  )
  invite_code?: string;

  @OptionalTextField(
    12,
    { invalid: 'totp.wrong', tooLong: 'totp.wrong' },
    { example: '123456', description: 'The authenticator code, when the customer has one on' },
  )
  totp_code?: string;
}
