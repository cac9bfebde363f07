import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { MAX_MESSAGE_LENGTH, REFERENCE_KINDS, type ReferenceKind } from '../domain/conversation.decider';

/** A message to support (multipart with an optional file `image`, or JSON): text, an image, or both. */
export class SupportMessageRequestDto {
  @ApiPropertyOptional({ maxLength: MAX_MESSAGE_LENGTH, example: '입금이 아직 도착하지 않았습니다' })
  @IsOptional()
  @IsString({ message: 'support.messageEmpty' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: 'support.messageTooLong' })
  body?: string;
}

/** Opens a conversation with its first message, optionally about one of the customer's things. */
export class OpenSupportConversationRequestDto extends SupportMessageRequestDto {
  @ApiPropertyOptional({ enum: REFERENCE_KINDS, description: 'What the conversation is about' })
  @IsOptional()
  @IsIn(REFERENCE_KINDS)
  referenceKind?: ReferenceKind;

  @ApiPropertyOptional({ description: 'The order, deposit, withdrawal or C2C order id' })
  @ValidateIf((body: OpenSupportConversationRequestDto) => body.referenceKind !== undefined)
  @IsString({ message: 'support.referenceInvalid' })
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'support.referenceInvalid' })
  referenceId?: string;
}

/** A staff reply or an internal note. */
export class SupportStaffMessageRequestDto {
  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH })
  @IsString({ message: 'support.messageEmpty' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: 'support.messageTooLong' })
  body!: string;
}

/** Assigns a conversation to a staff member (yourself when none is named), with the reason. */
export class AssignSupportConversationRequestDto {
  @ApiPropertyOptional({ description: 'A staff id; yourself when omitted' }) @IsOptional() @IsString() @MaxLength(64) assigneeId?: string;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
