import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class AcceptAgreementRequestDto {
  @ApiProperty({ example: 2, description: 'The version the customer read (the one in force)' })
  @IsInt({ message: 'content.versionInvalid' })
  @Min(1)
  @Max(1_000_000)
  version!: number;
}
