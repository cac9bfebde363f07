import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { OptionalTextField } from '@meridian/http';
import { CodeAndPasswordBody } from '../account.request.dto';

const toBoolean = ({ value }: { value: unknown }) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

export class RegisterBody extends CodeAndPasswordBody {
  @OptionalTextField(32, { invalid: 'invite.unknown', tooLong: 'invite.unknown' }, { example: 'K7QX2MPA' })
  invite_code?: string;

  @ApiProperty({ example: true })
  @Transform(toBoolean)
  @IsBoolean({ message: 'agreement.required' })
  agree!: boolean;
}
