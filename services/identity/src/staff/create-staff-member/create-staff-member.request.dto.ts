import { ArrayNotEmpty, IsArray, IsEmail, IsIn, IsString, Length } from 'class-validator';
import { STAFF_ROLE_NAMES, type StaffRoleName } from '../staff.decider';

export class CreateStaffBody {
  @IsEmail({}, { message: 'email.invalid' })
  email!: string;

  @IsString({ message: 'field.invalid' })
  @Length(1, 80, { message: 'field.invalid' })
  name!: string;

  @IsString({ message: 'password.required' })
  @Length(10, 128, { message: 'password.length' })
  password!: string;

  @IsArray({ message: 'field.invalid' })
  @ArrayNotEmpty({ message: 'field.invalid' })
  @IsIn(STAFF_ROLE_NAMES, { each: true, message: 'field.invalid' })
  roles!: StaffRoleName[];
}
