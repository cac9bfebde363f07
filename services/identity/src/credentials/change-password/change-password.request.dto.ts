import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdatePasswordBody {
  @ApiPropertyOptional({ example: 'email' })
  @IsOptional()
  @IsIn(['login', 'trade'], { message: 'field.invalid' })
  type?: 'login' | 'trade';

  @ApiPropertyOptional({ example: 'old-secret' })
  @IsOptional()
  @IsString({ message: 'password.required' })
  @MaxLength(64, { message: 'password.wrongOld' })
  old_password?: string;

  @ApiPropertyOptional({ example: 'secret123' })
  @IsOptional()
  @IsString({ message: 'password.required' })
  @MaxLength(64, { message: 'password.wrongOld' })
  login_password?: string;

  @ApiPropertyOptional({ description: 'A customer without a login password (wallet sign-in only) confirms the trade password with a fresh Sign-In with Ethereum message from `GET /api/v1/auth/wallet/nonce`…' })
  @IsOptional()
  @IsString({ message: 'siwe.messageInvalid' })
  @MaxLength(2000, { message: 'siwe.messageInvalid' })
  wallet_message?: string;

  @ApiPropertyOptional({ description: '…signed by the wallet the customer signs in with (EIP-191, hex)' })
  @IsOptional()
  @IsString({ message: 'siwe.signatureInvalid' })
  @MaxLength(200, { message: 'siwe.signatureInvalid' })
  wallet_signature?: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.required' })
  @IsNotEmpty({ message: 'password.required' })
  @MaxLength(64, { message: 'password.length' })
  password!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'password.mismatch' })
  @MaxLength(64, { message: 'password.length' })
  password2!: string;
}
