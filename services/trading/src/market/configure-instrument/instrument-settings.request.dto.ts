import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';

/** What an admin may change on an instrument: whether it trades, and how it is named. */
export class InstrumentSettingsRequestDto {
  @ApiProperty()
  @IsBoolean({ message: 'field.invalid' })
  enabled!: boolean;

  @ApiProperty({ maxLength: 20, example: 'BTC/USDT' })
  @IsString({ message: 'field.invalid' })
  @MaxLength(20, { message: 'field.invalid' })
  display_symbol!: string;

  @ApiProperty({ maxLength: 60, example: 'Bitcoin' })
  @IsString({ message: 'field.invalid' })
  @MaxLength(60, { message: 'field.invalid' })
  name!: string;
}
