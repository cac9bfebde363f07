import { ApiProperty } from '@nestjs/swagger';

export class CodeSentResponseDto {
  @ApiProperty({ description: 'Seconds before another code may be asked for' }) resend_after!: number;
}
