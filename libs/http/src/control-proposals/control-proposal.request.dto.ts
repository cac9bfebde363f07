import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '../staff-list-query.request.dto';

export class ProposalsQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'confirmed', 'rejected', 'withdrawn'] })
  @IsOptional()
  @IsIn(['pending', 'confirmed', 'rejected', 'withdrawn'])
  status?: 'pending' | 'confirmed' | 'rejected' | 'withdrawn';
}

/** Why a proposal is rejected or withdrawn: required, kept with the decision. */
export class ProposalDecisionDto {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: 'review.reasonRequired' })
  @MaxLength(500)
  reason!: string;
}

/** A change of a control that waits for (or got) a second staff member's confirmation. */
export class ControlProposalResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'accounts' }) service!: string;
  @ApiProperty({ example: 'withdrawal-rules' }) setting!: string;
  @ApiProperty({ example: 'default' }) setting_id!: string;
  @ApiProperty({ enum: ['pending', 'confirmed', 'rejected', 'withdrawn'] }) status!: 'none' | 'pending' | 'confirmed' | 'rejected' | 'withdrawn';
  @ApiProperty({ type: [String], description: 'The fields the change loosens; only these change on confirmation' }) fields!: string[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Each field as it stood when proposed' }) before!: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Each field as proposed' }) after!: Record<string, unknown>;
  @ApiProperty() reason!: string;
  @ApiProperty() proposer_id!: string;
  @ApiProperty({ description: 'The proposer’s e-mail when they proposed' }) proposer_name!: string;
  @ApiProperty() proposed_at!: string;
  @ApiProperty({ type: [String] }) confirm_roles!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Who confirmed, rejected or withdrew it' }) decided_by!: string | null;
  @ApiProperty({ type: String, nullable: true }) decided_by_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) decision_reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) decided_at!: string | null;
  @ApiProperty({
    enum: ['due', 'applied', 'lapsed', 'unrecorded'],
    nullable: true,
    description:
      'Once confirmed: due until the change applies (a crash in between is settled when the service starts, a failed application by confirming again), then applied; lapsed when the setting moved to a third value before it could; unrecorded for confirmations made before applications were recorded',
  })
  application!: 'due' | 'applied' | 'lapsed' | 'unrecorded' | null;
  @ApiProperty({ type: String, nullable: true }) applied_at!: string | null;
  @ApiProperty({ description: 'Applied, or found in force, after the confirmation was cut short: by the service’s start after a crash, or by confirming it again' })
  applied_on_recovery!: boolean;
  @ApiProperty({ type: [String], description: 'The fields that had moved when the change lapsed' }) lapsed_fields!: string[];
}
