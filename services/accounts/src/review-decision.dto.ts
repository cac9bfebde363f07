import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** An approval: an optional note kept with the staff member's decision. */
export class ApprovalNoteDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

/** A rejection: the reason is required, and the customer sees it. */
export class RejectionReasonDto {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: 'review.reasonRequired' })
  @MaxLength(500)
  reason!: string;
}
