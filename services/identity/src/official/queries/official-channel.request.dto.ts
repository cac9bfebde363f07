import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** What someone was contacted from. */
export class OfficialChannelQueryDto {
  @ApiProperty({ example: 'support@meridian.example', description: 'A web address, e-mail, phone number or handle someone contacted you from' })
  @IsString({ message: 'field.required' })
  @MinLength(2, { message: 'field.required' })
  @MaxLength(200, { message: 'field.invalid' })
  value!: string;
}
