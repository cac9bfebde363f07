import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { CodeAndPasswordBody } from '../account.request.dto';

const toBoolean = ({ value }: { value: unknown }) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

export class RegisterBody extends CodeAndPasswordBody {
  @ApiPropertyOptional({ example: 'K7QX2MPA' })
  @IsOptional()
  @IsString({ message: 'invite.unknown' })
  @MaxLength(32, { message: 'invite.unknown' })
  invite_code?: string;

  @ApiProperty({ example: true })
  @Transform(toBoolean)
  @IsBoolean({ message: 'agreement.required' })
  agree!: boolean;
}
