import type { I18n } from '@lingui/core';
import { guideTitles } from '@shared/guides';
import type { HelpAnswers } from '@shared/guided-help/answers';
import { PLAN_DISCLAIMER, buildPlan, type PlanStep } from '@shared/guided-help/plan';
import type { Locale } from '@shared/i18n/locales';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { showText } from '@shared/rescission/show-text';
import type { Block } from '../../downloads/pdf/blocks';
import { renderPdf } from '../../downloads/pdf/render';
import { i18nFor } from '../../platform/i18n/server-i18n';
import { letterLanguage, type LetterLanguage } from '../../platform/mail-letter';

const PLAN_DOCUMENT_TITLE = text('Your action plan');
/** The file's name, in the reader's language. */
export const PLAN_FILE_NAME = text('my-action-plan.pdf');

/** The plan's words in the reader's language: `say` writes out descriptors and their values. */
interface PlanLanguage extends Pick<LetterLanguage, 'link' | 'longDate'> {
  say: (words: TextDescriptor) => string;
  /** For the renderer's own words (the footer). */
  i18n: I18n;
}

function planLanguage(locale: Locale): PlanLanguage {
  const i18n = i18nFor(locale);
  const { link, longDate } = letterLanguage(locale);
  return { say: (words) => showText(i18n, words), link, longDate, i18n };
}

function stepBlocks(
  step: PlanStep,
  number: number,
  origin: string,
  { say, link, longDate }: PlanLanguage,
): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: `${number}. ${say(step.title)}` }];
  if (step.dueDate) {
    blocks.push({
      kind: 'paragraph',
      text: say(text('Do this by {day}', { day: longDate(step.dueDate) })),
      style: 'bold',
    });
  }
  for (const paragraph of step.body) blocks.push({ kind: 'paragraph', text: say(paragraph) });
  for (const note of step.verifyNotes) {
    blocks.push({
      kind: 'paragraph',
      text: say(text('Verify with the official source: {note}', { note: say(note) })),
      style: 'italic',
    });
  }
  if (step.laws.length) {
    blocks.push({ kind: 'paragraph', text: say(text('The law behind this step')), style: 'bold' });
    blocks.push({
      kind: 'bullets',
      items: step.laws.map((law) => `${say(law.title)} (${law.citation})`),
    });
    const sources = step.laws.flatMap((law) =>
      law.sourceUrl ? [{ label: law.citation, url: law.sourceUrl }] : [],
    );
    if (sources.length) blocks.push({ kind: 'links', items: sources });
  }
  if (step.agencies.length) {
    blocks.push({ kind: 'paragraph', text: say(text('Who to tell')), style: 'bold' });
    blocks.push({
      kind: 'bullets',
      items: step.agencies.map((agency) => [agency.name, agency.url, ...agency.phones].join(' | ')),
    });
  }
  if (step.guides.length) {
    blocks.push({ kind: 'paragraph', text: say(text('Read next')), style: 'bold' });
    blocks.push({
      kind: 'links',
      // Written out in full on paper, at the guide's address in the reader's language.
      items: step.guides.map((slug) => ({
        label: say(guideTitles[slug]),
        url: link(origin, `/resources/${slug}`),
      })),
    });
  }
  return blocks;
}

/**
 * The plan for these answers, on `today` (the person's date), as a PDF that flows over pages,
 * in the reader's language.
 */
export async function planDocument(
  answers: HelpAnswers,
  today: string,
  origin: string,
  locale: Locale,
): Promise<Buffer> {
  const language = planLanguage(locale);
  const { say } = language;
  const plan = buildPlan(answers, today);
  const title = say(PLAN_DOCUMENT_TITLE);
  const blocks: Block[] = [
    {
      kind: 'title',
      text: title,
      subtitle: say(text('Made on {day}', { day: language.longDate(plan.madeOn) })),
    },
  ];
  if (plan.urgency !== 'normal') {
    blocks.push({
      kind: 'callout',
      title: say(plan.urgency === 'urgent' ? text('Urgent: act now') : text('Check this today')),
      paragraphs: [say(plan.headline)],
    });
  } else {
    blocks.push({ kind: 'paragraph', text: say(plan.headline) });
  }
  plan.steps.forEach((step, index) =>
    blocks.push(...stepBlocks(step, index + 1, origin, language)),
  );
  blocks.push({
    kind: 'callout',
    title: say(text('What this plan is, and what it is not')),
    paragraphs: [say(PLAN_DISCLAIMER)],
  });

  const rendered = await renderPdf(
    {
      title,
      subject: say(text('A personal action plan for a timeshare owner')),
      keywords: say(text('timeshare, action plan, cancellation, complaint')),
      pages: [blocks],
    },
    { flowing: true, i18n: language.i18n },
  );
  return rendered.bytes;
}
