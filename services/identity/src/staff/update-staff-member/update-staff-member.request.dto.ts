import { ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { STAFF_ROLE_NAMES, type StaffRoleName } from '../staff.decider';

export class UpdateStaffBody {
  @IsString({ message: 'field.invalid' })
  @Length(1, 80, { message: 'field.invalid' })
  name!: string;

  @IsArray({ message: 'field.invalid' })
  @ArrayNotEmpty({ message: 'field.invalid' })
  @IsIn(STAFF_ROLE_NAMES, { each: true, message: 'field.invalid' })
  roles!: StaffRoleName[];

  @IsOptional()
  @IsBoolean({ message: 'field.invalid' })
  disabled?: boolean;
}
