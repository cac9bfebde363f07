import { ReadModels } from '@meridian/database';
import { Customer } from './customers/read-models/customer.entity';
import { StaffMember } from './staff/read-models/staff-member.entity';

/**
 * The tables identity projects its customers and staff into, as TypeORM entities;
 * `identityReadModels.on(connection)` gives their manager. Sessions, verification codes, the
 * authenticators' secrets, wallet nonces, avatars and the message log are not among them: they hold
 * secrets or bytes, or are operational, and stay SQL.
 */
export const identityReadModels = new ReadModels([Customer, StaffMember]);
