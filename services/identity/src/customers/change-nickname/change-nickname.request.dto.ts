import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class NicknameBody {
  @ApiProperty({ example: 'Ann', description: '1 to 20 characters' })
  @IsString({ message: 'profile.nicknameLength', context: { max: 20 } })
  @MaxLength(64, { message: 'profile.nicknameLength', context: { max: 20 } })
  nickname!: string;
}
