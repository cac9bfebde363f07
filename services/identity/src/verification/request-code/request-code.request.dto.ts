import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AccountBody } from '../../customers/account.request.dto';

export class GetCodeQuery extends AccountBody {
  @ApiPropertyOptional({ example: 'register', description: '`bind`: a new phone or e-mail for the logged-in customer' })
  @IsOptional()
  @IsIn(['register', 'reset', 'bind'], { message: 'field.invalid' })
  scene?: 'register' | 'reset' | 'bind';
}
