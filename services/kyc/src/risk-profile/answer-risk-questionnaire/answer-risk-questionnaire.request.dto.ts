import { ApiProperty } from '@nestjs/swagger';
import { IsInt } from 'class-validator';

/** The option id chosen for each question of `GET /api/v1/risk/questionnaire` (ids from 1). */
export class RiskAnswersRequestDto {
  @ApiProperty({ example: 2, description: '1 to 6' })
  @IsInt({ message: 'risk.answerRequired' })
  accountPurpose!: number;

  @ApiProperty({ example: 2, description: '1 to 4' })
  @IsInt({ message: 'risk.answerRequired' })
  investmentPurpose!: number;

  @ApiProperty({ example: 2, description: '1 to 6: 100-1,000 up to over 1,000,000 USDT' })
  @IsInt({ message: 'risk.answerRequired' })
  investmentAmount!: number;

  @ApiProperty({ example: 1, description: '1 to 4: 5-100, 100-300, 300-1,000, over 1,000 a month' })
  @IsInt({ message: 'risk.answerRequired' })
  monthlyTrades!: number;

  @ApiProperty({ example: 1, description: '1 to 12' })
  @IsInt({ message: 'risk.answerRequired' })
  occupation!: number;
}
