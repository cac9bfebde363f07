import { OptionalTextField } from '@meridian/http';

/** An approval: an optional note kept with the staff member's decision. */
export class ApprovalNoteDto {
  @OptionalTextField(500, {}, { maxLength: 500 })
  note?: string;
}
