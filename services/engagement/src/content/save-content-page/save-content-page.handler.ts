import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { textsOf } from '../../shared/page-texts.request.dto';
import { ContentCommands } from '../content-commands';
import { sanitizeRichText } from '../rich-text';
import { ContentAdminQuery } from '../queries/content-admin.query';
import type { CreateContentPageRequestDto, EditContentPageRequestDto } from './save-content-page.request.dto';

/**
 * Staff write a page: a new one with its slug and kind, or the draft of one that exists. Every body is
 * sanitised here, on the server, before any command carries it: what the editor sent does not matter.
 */
@Injectable()
export class SaveContentPageHandler {
  constructor(
    private readonly commands: ContentCommands,
    private readonly pages: ContentAdminQuery,
  ) {}

  /** A help article's category must exist: an article in no category would be shown nowhere. */
  private async assertCategory(categoryId: string | null | undefined): Promise<void> {
    if (categoryId) await this.pages.category(categoryId);
  }

  async create(staff: StaffPrincipal, body: CreateContentPageRequestDto) {
    await this.assertCategory(body.categoryId);
    const pageId = randomUUID();
    await this.commands.page(
      pageId,
      {
        type: 'CreateContentPage',
        data: {
          pageId,
          slug: body.slug,
          kind: body.kind,
          legacyId: body.legacyId ?? null,
          categoryId: body.categoryId ?? null,
          position: body.position ?? 0,
          acceptance: body.acceptance ?? 'none',
          texts: textsOf(body.texts, sanitizeRichText),
          staffId: staff.staffId,
        },
      },
      { metadata: { staffId: staff.staffId } },
    );
    return this.pages.one(pageId);
  }

  async edit(staff: StaffPrincipal, pageId: string, body: EditContentPageRequestDto) {
    const page = await this.pages.one(pageId);
    await this.assertCategory(body.categoryId);
    await this.commands.page(
      pageId,
      {
        type: 'EditContentPage',
        data: {
          texts: textsOf(body.texts, sanitizeRichText),
          categoryId: body.categoryId ?? page.categoryId,
          position: body.position ?? page.position,
          staffId: staff.staffId,
        },
      },
      { metadata: { staffId: staff.staffId } },
    );
    return this.pages.one(pageId);
  }
}
