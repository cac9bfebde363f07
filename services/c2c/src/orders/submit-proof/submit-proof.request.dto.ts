import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TextField } from '@meridian/http';

/** Step three: who paid, from which bank (multipart, with the file `proof`). */
export class SubmitC2cProofDto {
  @TextField(
    80,
    { invalid: 'c2c.payerNameRequired' },
    { example: 'Chan Tai Man', description: 'The name on the paying account: must be the verified real name' },
  )
  payer_name!: string;

  @ApiProperty({ example: 'Hang Seng Bank' }) @IsString({ message: 'c2c.payerBankRequired' }) @MaxLength(120) payer_bank!: string;
}
