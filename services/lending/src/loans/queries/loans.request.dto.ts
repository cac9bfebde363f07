import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** A loan or a document by its id, on the legacy `/web` calls. */
export class LegacyIdDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'loans.notFound' }) id!: string;
}

export class LoansStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'] })
  @IsOptional()
  @IsIn(['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'])
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;

  @ApiPropertyOptional({ enum: ['wallet', 'proof'], description: 'proof: the repayment proofs finance has to review' })
  @IsOptional()
  @IsIn(['wallet', 'proof'])
  pendingVia?: string;
}
