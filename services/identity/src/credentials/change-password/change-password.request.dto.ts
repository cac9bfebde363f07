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
