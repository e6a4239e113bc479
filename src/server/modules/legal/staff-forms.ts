import { asc, eq } from 'drizzle-orm';
import type {
  CmsLegalForm,
  CmsLegalFormSummary,
  LegalFormUpdate,
} from '@shared/contracts/cms-legal-forms';
import { letterTemplateProblem } from '@shared/letters/template-rules';
import type { Database, Executor } from '../../db/client';
import { legalForms } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const LEGAL_FORM_NOT_FOUND_MESSAGE = english(text('We could not find that legal form.'));

type LegalFormRow = typeof legalForms.$inferSelect;

function summaryOf(row: LegalFormRow): CmsLegalFormSummary {
  return {
    id: row.id,
    title: row.title,
    jurisdiction: row.jurisdiction,
    formType: row.formType,
    purpose: row.purpose,
    isPublic: row.isPublic,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function staffViewOf(row: LegalFormRow): CmsLegalForm {
  return {
    ...summaryOf(row),
    description: row.description,
    instructions: row.instructions,
    template: row.template,
  };
}

/** Every legal form, public or not, letters first, then by title. */
export async function listStaffLegalForms(db: Executor): Promise<CmsLegalFormSummary[]> {
  const rows = await db
    .select()
    .from(legalForms)
    .orderBy(asc(legalForms.purpose), asc(legalForms.title), asc(legalForms.id));
  return rows.map(summaryOf);
}

export async function getStaffLegalForm(db: Executor, id: string): Promise<CmsLegalForm> {
  if (!isRowId(id)) throw notFound(LEGAL_FORM_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(legalForms).where(eq(legalForms.id, id.toLowerCase()));
  if (!row) throw notFound(LEGAL_FORM_NOT_FOUND_MESSAGE);
  return staffViewOf(row);
}

/**
 * Saves staff's changes to a form's texts, refusing a letter that would no longer work (see
 * letterTemplateProblem), and records the change in the audit log.
 */
export async function updateStaffLegalForm(
  db: Database,
  actorId: string,
  id: string,
  input: LegalFormUpdate,
): Promise<CmsLegalForm> {
  if (!isRowId(id)) throw notFound(LEGAL_FORM_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(legalForms)
      .where(eq(legalForms.id, id.toLowerCase()))
      .for('update');
    if (!current) throw notFound(LEGAL_FORM_NOT_FOUND_MESSAGE);
    const texts = {
      title: input.title,
      description: input.description,
      instructions: input.instructions ?? null,
      template: input.template ?? null,
      isPublic: input.isPublic,
    };
    const problem = letterTemplateProblem({ ...current, ...texts });
    if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
    const [updated] = await tx
      .update(legalForms)
      .set({ ...texts, updatedAt: new Date() })
      .where(eq(legalForms.id, current.id))
      .returning();
    const { searchVector: _before, ...before } = current;
    const { searchVector: _after, ...after } = updated!;
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId,
      action: 'legal_form.updated',
      entityType: 'legal_form',
      entityId: current.id,
      before,
      after,
    });
    return staffViewOf(updated!);
  });
}
