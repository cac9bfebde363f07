import { ApiProperty } from '@nestjs/swagger';

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: [String], description: 'Shown this once; each works once in place of a code' }) recoveryCodes!: string[];
}
