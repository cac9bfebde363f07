import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

const STATUSES = ['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'];

export class LoanTermsResponseDto {
  @ApiProperty({ example: 'loan-7d' }) productId!: string;
  @ApiProperty() cycleDays!: number;
  @ApiProperty({ example: '0.001' }) dailyRate!: string;
  @ApiProperty() interestFreeDays!: number;
  @ApiProperty({ example: '0.002' }) overdueDailyRate!: string;
  @ApiProperty({ example: '0.005' }) lateFeeRate!: string;
  @ApiProperty({ description: 'USDT' }) minAmount!: string;
  @ApiProperty() lender!: string;
}

export class CreditBandResponseDto {
  @ApiProperty() from!: number;
  @ApiProperty() to!: number;
  @ApiProperty({ description: 'USDT, before the verification level’s cap' }) limit!: string;
}

export class LoanOfferResponseDto {
  @ApiProperty({ type: [LoanTermsResponseDto] }) products!: LoanTermsResponseDto[];
  @ApiProperty({ type: [CreditBandResponseDto] }) creditBands!: CreditBandResponseDto[];
}

export class LoanImageRefResponseDto {
  @ApiProperty() imageId!: string;
  @ApiProperty() role!: string;
}

export class LoanInterestDayResponseDto {
  @ApiProperty() day!: number;
  @ApiProperty() rate!: string;
  @ApiProperty() amount!: string;
  @ApiProperty() overdue!: boolean;
  @ApiProperty() accruedAt!: string;
}

export class ApplicantResponseDto {
  @ApiProperty() name!: string;
  @ApiProperty() country!: string;
  @ApiProperty() address!: string;
  @ApiProperty() birthDate!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() monthlyIncome!: string;
}

export class LoanApprovalResponseDto {
  @ApiProperty() staffId!: string;
  @ApiProperty() at!: string;
}

export class LoanResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() productId!: string;
  @ApiProperty({ description: 'The principal asked for, USDT' }) amount!: string;
  @ApiProperty({ enum: STATUSES }) status!: 'pending' | 'withdrawn' | 'rejected' | 'disbursed' | 'repaying' | 'overdue' | 'cleared';
  @ApiProperty({ type: LoanTermsResponseDto, nullable: true, description: 'Frozen at disbursement' }) terms!: LoanTermsResponseDto | null;
  @ApiProperty() appliedAt!: string;
  @ApiProperty(nullableText) disbursedAt!: string | null;
  @ApiProperty(nullableText) dueAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why finance rejected it' }) reason!: string | null;
  @ApiProperty() principalOutstanding!: string;
  @ApiProperty({ description: 'Interest owed now' }) accumulatedInterest!: string;
  @ApiProperty() yesterdayInterest!: string;
  @ApiProperty({ description: 'Days that carried interest' }) interestAccruedDays!: number;
  @ApiProperty({ description: 'Interest accrued since disbursement' }) totalInterest!: string;
  @ApiProperty({ description: 'Late fee owed now' }) lateFee!: string;
  @ApiProperty() overdueDays!: number;
  @ApiProperty({ description: 'Principal, all interest and late fees' }) totalRepayment!: string;
  @ApiProperty() repaid!: string;
  @ApiProperty({ description: 'What clears the loan now' }) owed!: string;
  @ApiProperty({ ...nullableText, description: 'A repayment on its way' }) pendingRepayment!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['wallet', 'proof'], description: 'From the wallet, or by a proof finance reviews' }) pendingVia!: 'wallet' | 'proof' | null;
  @ApiProperty({ type: [LoanApprovalResponseDto], description: 'A repayment by bank receipt above the threshold: the first finance approval, waiting for a second' })
  pendingApprovals!: LoanApprovalResponseDto[];
  @ApiProperty({ type: [LoanApprovalResponseDto], description: 'A disbursement above the threshold: the first finance approval, waiting for a second' })
  disbursementApprovals!: LoanApprovalResponseDto[];
  @ApiProperty({ type: LoanImageRefResponseDto, nullable: true, description: 'The proof of a repayment made outside the platform' }) pendingProof!: LoanImageRefResponseDto | null;
  @ApiProperty({ ...nullableText, description: 'Why the last repayment failed, a message key' }) repaymentFailure!: string | null;
  @ApiProperty({ ...nullableText, description: "Finance's reason for refusing the last repayment proof" }) proofRejection!: string | null;
}

export class LoanDetailResponseDto extends LoanResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ type: ApplicantResponseDto }) applicant!: ApplicantResponseDto;
  @ApiProperty({ type: [LoanImageRefResponseDto] }) images!: LoanImageRefResponseDto[];
  @ApiProperty({ type: [LoanInterestDayResponseDto] }) interest!: LoanInterestDayResponseDto[];
}

export class LoanStaffResponseDto extends LoanResponseDto {
  @ApiProperty() customerId!: string;
}

export class LoanBookResponseDto {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty() loansOutstanding!: number;
  @ApiProperty() principalOutstanding!: string;
  @ApiProperty() interestOwed!: string;
  @ApiProperty() lateFeesOwed!: string;
  @ApiProperty({ description: 'USDT disbursed from platform:loan-book in all' }) lent!: string;
  @ApiProperty() repaid!: string;
}
