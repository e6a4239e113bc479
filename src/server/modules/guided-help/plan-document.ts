import { guideTitles } from '@shared/guides';
import type { HelpAnswers } from '@shared/guided-help/answers';
import { PLAN_DISCLAIMER, buildPlan, type PlanStep } from '@shared/guided-help/plan';
import { formatLongDate } from '@shared/rescission/dates';
import { englishText } from '@shared/rescission/english-text';
import type { Block } from '../../downloads/pdf/blocks';
import { renderPdf } from '../../downloads/pdf/render';

export const PLAN_DOCUMENT_TITLE = 'Your action plan';

/** Where a guide can be read, written out in full on paper. */
const guideAddress = (origin: string, slug: string) => `${origin}/resources/${slug}`;

function stepBlocks(step: PlanStep, number: number, origin: string): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: `${number}. ${englishText(step.title)}` }];
  if (step.dueDate) {
    blocks.push({
      kind: 'paragraph',
      text: `Do this by ${formatLongDate(step.dueDate)}`,
      style: 'bold',
    });
  }
  for (const paragraph of step.body)
    blocks.push({ kind: 'paragraph', text: englishText(paragraph) });
  for (const note of step.verifyNotes) {
    blocks.push({
      kind: 'paragraph',
      text: `Verify with the official source: ${englishText(note)}`,
      style: 'italic',
    });
  }
  if (step.laws.length) {
    blocks.push({ kind: 'paragraph', text: 'The law behind this step', style: 'bold' });
    blocks.push({
      kind: 'bullets',
      items: step.laws.map((law) => `${englishText(law.title)} (${law.citation})`),
    });
    const sources = step.laws.flatMap((law) =>
      law.sourceUrl ? [{ label: law.citation, url: law.sourceUrl }] : [],
    );
    if (sources.length) blocks.push({ kind: 'links', items: sources });
  }
  if (step.agencies.length) {
    blocks.push({ kind: 'paragraph', text: 'Who to tell', style: 'bold' });
    blocks.push({
      kind: 'bullets',
      items: step.agencies.map((agency) => [agency.name, agency.url, ...agency.phones].join(' | ')),
    });
  }
  if (step.guides.length) {
    blocks.push({ kind: 'paragraph', text: 'Read next', style: 'bold' });
    blocks.push({
      kind: 'links',
      items: step.guides.map((slug) => ({
        // TODO(i18n): recipient language
        label: guideTitles[slug].message,
        url: guideAddress(origin, slug),
      })),
    });
  }
  return blocks;
}

/**
 * The plan for these answers, on `today` (the person's date), as a PDF that flows over pages.
 * TODO(i18n): recipient language; the document is in English for now.
 */
export async function planDocument(
  answers: HelpAnswers,
  today: string,
  origin: string,
): Promise<Buffer> {
  const plan = buildPlan(answers, today);
  const blocks: Block[] = [
    {
      kind: 'title',
      text: PLAN_DOCUMENT_TITLE,
      subtitle: `Made on ${formatLongDate(plan.madeOn)}`,
    },
  ];
  if (plan.urgency !== 'normal') {
    blocks.push({
      kind: 'callout',
      title: plan.urgency === 'urgent' ? 'Urgent: act now' : 'Check this today',
      paragraphs: [englishText(plan.headline)],
    });
  } else {
    blocks.push({ kind: 'paragraph', text: englishText(plan.headline) });
  }
  plan.steps.forEach((step, index) => blocks.push(...stepBlocks(step, index + 1, origin)));
  blocks.push({
    kind: 'callout',
    title: 'What this plan is, and what it is not',
    paragraphs: [englishText(PLAN_DISCLAIMER)],
  });

  const rendered = await renderPdf(
    {
      title: PLAN_DOCUMENT_TITLE,
      subject: 'A personal action plan for a timeshare owner',
      keywords: 'timeshare, action plan, cancellation, complaint',
      pages: [blocks],
    },
    { flowing: true },
  );
  return rendered.bytes;
}
