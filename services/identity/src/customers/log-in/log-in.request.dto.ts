import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginBody {
  @ApiProperty({ example: 'ann@example.com' })
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(254, { message: 'auth.failed' })
  account!: string;

  @ApiProperty({ example: 'secret123' })
  @IsString({ message: 'account.passwordRequired' })
  @IsNotEmpty({ message: 'account.passwordRequired' })
  @MaxLength(64, { message: 'auth.failed' })
  password!: string;

  @ApiPropertyOptional({ example: '61' })
  @IsOptional()
  @IsString({ message: 'phone.areaCodeRequired' })
  @MaxLength(5, { message: 'phone.areaCodeRequired' })
  area_code?: string;

  @ApiPropertyOptional({ example: '123456', description: 'The authenticator code, when the customer has one on (or a recovery code)' })
  @IsOptional()
  @IsString({ message: 'totp.wrong' })
  @MaxLength(12, { message: 'totp.wrong' })
  totp_code?: string;
}
