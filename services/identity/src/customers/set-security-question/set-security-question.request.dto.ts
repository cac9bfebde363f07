import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';
import { TradePasswordConfirmed } from '../../credentials/trade-password-confirmed.request.dto';

export class SecurityQuestionBody extends TradePasswordConfirmed {
  @ApiProperty({ enum: [1, 2, 3], description: '1 best childhood friend, 2 idol, 3 most desired place' })
  @IsInt({ message: 'security.questionInvalid' })
  questionId!: number;

  @ApiProperty({ example: 'Lisbon', description: '2 to 50 characters; compared without case' })
  @IsString({ message: 'security.answerLength', context: { min: 2, max: 50 } })
  @MaxLength(200, { message: 'security.answerLength', context: { min: 2, max: 50 } })
  answer!: string;
}
