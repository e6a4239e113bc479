import { and, asc, eq } from 'drizzle-orm';
import type { Letter, LetterFormat } from '@shared/contracts/letters';
import { attorneyGeneralOffices } from '@shared/letters/attorney-general';
import { isComputedField, letterFieldLabel } from '@shared/letters/fields';
import { mailingInstructions } from '@shared/letters/mailing';
import type { LetterPurpose } from '@shared/letters/purposes';
import { rescissionLawFields, rescissionRuleById } from '@shared/letters/rescission-law';
import { ALL_STATES_JURISDICTION } from '@shared/letters/template-rules';
import { fillSome, fillTemplate, letterFields, letterFileName } from '@shared/letters/template';
import type { RescissionRule } from '@shared/rescission/rules';
import type { Executor } from '../../db/client';
import { legalForms } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { recordFormDownload } from '../legal/service';
import { letterDocx } from './docx';
import { letterPdf } from './pdf';
import { text as errorText } from '@shared/i18n/text';

function ruleOf(purpose: LetterPurpose, stateId: string | undefined): RescissionRule | null {
  if (!stateId) {
    if (purpose === 'rescission') {
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        errorText('Choose the state where you signed the contract.'),
      );
    }
    return null;
  }
  const rule = rescissionRuleById(stateId);
  if (!rule) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      errorText('We have no rules for the state "{state}".', { state: stateId }),
    );
  }
  return rule;
}

/** The public form of a purpose: the state's own if there is one, else the one for all states. */
async function formFor(db: Executor, purpose: LetterPurpose, stateId: string | null) {
  const forms = await db
    .select()
    .from(legalForms)
    .where(and(eq(legalForms.purpose, purpose), eq(legalForms.isPublic, true)))
    .orderBy(asc(legalForms.createdAt), asc(legalForms.id));
  const form =
    forms.find((row) => row.template && stateId !== null && row.jurisdiction === stateId) ??
    forms.find((row) => row.template && row.jurisdiction === ALL_STATES_JURISDICTION);
  if (!form?.template) throw notFound(errorText('This letter is not available at the moment.'));
  return { ...form, template: form.template };
}

/**
 * The letter to use for a purpose and state: the form's text with the law paragraph filled from
 * our rules, the boxes the person fills (with what we know already), and how to send it.
 */
export async function findLetter(
  db: Executor,
  purpose: LetterPurpose,
  stateId: string | undefined,
): Promise<Letter> {
  const rule = ruleOf(purpose, stateId);
  const form = await formFor(db, purpose, rule?.id ?? null);
  const sharedForm = form.jurisdiction !== rule?.id;
  const template = rule ? fillSome(form.template, rescissionLawFields(rule)) : form.template;
  const office =
    purpose === 'attorney-general-complaint' && rule ? attorneyGeneralOffices[rule.id] : undefined;
  const suggested: Record<string, string> = office ? { agencyName: office.name } : {};
  const fields = letterFields(form.requiredFields, template)
    .filter((name) => !isComputedField(name))
    .map((name) => ({ name, label: letterFieldLabel(name), suggested: suggested[name] ?? null }));

  const applicableLaws = [...form.applicableLaws];
  const usesRule = purpose === 'rescission' && rule !== null && sharedForm;
  if (usesRule && !applicableLaws.includes(rule.citation)) applicableLaws.unshift(rule.citation);

  const mailing = [...mailingInstructions[purpose]];
  if (office) {
    const phones = office.phones.length > 0 ? `, phone ${office.phones.join(' or ')}` : '';
    mailing.unshift(`${office.name}: website ${office.url}${phones}.`);
    if (office.note) mailing.splice(1, 0, office.note);
  }

  return {
    purpose,
    state: rule?.id ?? null,
    formId: form.id,
    title: form.title,
    template,
    instructions: form.instructions,
    fields,
    applicableLaws,
    verifyWithSource:
      form.verifyWithSource ||
      (usesRule && rule.confidence === 'medium') ||
      (office?.verifyWithSource ?? false),
    mailingInstructions: mailing,
  };
}

export interface LetterDocument {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

const CONTENT_TYPES: Record<LetterFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The filled letter as a file. Nothing the person typed is stored; the form's download count
 * goes up by one, as for the legal database's own letter download.
 */
export async function letterDocument(
  db: Executor,
  purpose: LetterPurpose,
  stateId: string | undefined,
  values: Readonly<Record<string, string>>,
  format: LetterFormat,
): Promise<LetterDocument> {
  const letter = await findLetter(db, purpose, stateId);
  const missing = letter.fields.filter((field) => !values[field.name]?.trim());
  if (missing.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      errorText('Please fill in: {fields}.', {
        fields: missing.map((field) => field.label).join(', '),
      }),
    );
  }
  const text = fillTemplate(letter.template, values);
  const bytes =
    format === 'pdf' ? await letterPdf(letter.title, text) : await letterDocx(letter.title, text);
  await recordFormDownload(db, letter.formId);
  return {
    bytes,
    fileName: letterFileName(letter.title, format),
    contentType: CONTENT_TYPES[format],
  };
}
