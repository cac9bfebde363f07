import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { OptionalTextField, TextField } from '@meridian/http';

/** A deposit channel as finance configures it: the platform's receiving address, checked per chain. */
export class DepositChannelDto {
  @TextField(128, {}, { maxLength: 128 })
  address!: string;

  @OptionalTextField(64, {}, { maxLength: 64 })
  memo?: string;

  @ApiProperty()
  @IsBoolean()
  enabled!: boolean;
}
