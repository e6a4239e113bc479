import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ExperienceLevel } from '@shared/domain-values';
import { guideSlugs, guideTitles } from '@shared/guides';
import type { contentFormats, helpTypes, preferredTopics } from '@shared/options';
import { readTimeMinutes } from '@shared/read-time';
import type { Database } from '../client';
import { articles, auditLog, categories } from '../schema';

/** Tags come from the option lists clients choose from, so guides match their preferences. */
type GuideTag =
  | (typeof preferredTopics)[number]['value']
  | (typeof helpTypes)[number]['value']
  | (typeof contentFormats)[number]['value'];

export interface Guide {
  title: string;
  slug: string;
  /** The slug of one of the seeded content categories. */
  category: 'legal' | 'cancellation' | 'protection' | 'financial' | 'support';
  difficulty: ExperienceLevel;
  isFeatured: boolean;
  tags: GuideTag[];
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  /** Paragraphs of the Overview section. */
  overview: string[];
  keyPoints: [string, string, string, string, string];
  actions: [string, string, string, string];
  /** Also the date shown as "Last Updated". */
  publishedAt: Date;
}

export const GUIDE_LAST_UPDATED = 'January 2025';

const NOT_LEGAL_ADVICE =
  'This guide is general information, not legal advice. Laws differ from state to state and every contract is different, so for advice about your own situation, please speak with a licensed attorney.';

/** The guide as Markdown: Overview, Key points (5), What you can do (4), and its date. */
export function guideMarkdown(guide: Guide): string {
  return [
    '## Overview',
    ...guide.overview,
    '## Key points',
    guide.keyPoints.map((point) => `- ${point}`).join('\n'),
    '## What you can do',
    guide.actions.map((action, index) => `${index + 1}. ${action}`).join('\n'),
    NOT_LEGAL_ADVICE,
    `*Last Updated: ${GUIDE_LAST_UPDATED}*`,
  ].join('\n\n');
}

/** The six education-centre guides of requirements §9 (Static content). */
export const guides: Guide[] = [
  {
    title: guideTitles[guideSlugs.contract].message,
    slug: guideSlugs.contract,
    category: 'legal',
    difficulty: 'beginner',
    isFeatured: true,
    tags: [
      'Contract Analysis',
      'Documentation',
      'Legal Rights',
      'Educational Materials',
      'Articles & Guides',
      'Checklists',
    ],
    excerpt:
      'A calm, section-by-section look at what a timeshare contract usually contains, and the questions worth asking about fees, financing and cancellation.',
    metaTitle: 'Understanding Your Timeshare Contract | TRA Guide',
    metaDescription:
      'Learn how to read your timeshare contract: ownership type, maintenance fees, financing, cancellation wording and spoken promises, with practical next steps.',
    overview: [
      'A timeshare contract is a long legal document, and many owners signed it at the end of a tiring sales presentation without a quiet moment to read it. This guide explains the main parts to look for, so you can understand what you agreed to and which questions to ask.',
      'You do not need to understand every word at once. Gather your papers, find a calm moment, and go through them one section at a time.',
    ],
    keyPoints: [
      '**Deeded or right-to-use.** Some contracts give you a share of the property itself (a deed), often with no end date; others give you the right to use the resort for a set number of years. Which kind you have affects your options.',
      '**Maintenance fees and special assessments.** Most contracts let the owners’ association raise the yearly fee and charge extra one-off amounts for repairs. Look for how increases are decided and whether there is any limit.',
      '**Financing is a separate agreement.** If you borrowed money to buy, the loan has its own terms, interest rate and consequences for missed payments.',
      '**Cancellation wording.** The contract usually says how long you had to cancel after signing and how to do it. Note those dates, even if they have passed.',
      '**Spoken promises may not count.** Many contracts say that only what is written binds the seller. Promises made out loud, such as an easy resale or guaranteed rental income, may not appear in the papers at all.',
    ],
    actions: [
      'Collect every document from the purchase: the contract, any disclosure or public offering documents, loan papers, receipts and brochures. Keep copies together in one folder.',
      'Write down what you remember of the sales presentation, with dates, names and any promises, while your memory is fresh.',
      'Mark the sections on fees, financing, cancellation and resale, and write your questions next to them.',
      'Ask a licensed attorney in your state to review the contract before you sign anything new or pay anyone to get you out of it.',
    ],
    publishedAt: new Date('2025-01-20T12:00:00Z'),
  },
  {
    title: guideTitles[guideSlugs.consumerRights].message,
    slug: guideSlugs.consumerRights,
    category: 'legal',
    difficulty: 'beginner',
    isFeatured: false,
    tags: [
      'Legal Rights',
      'Rescission Rights',
      'State Regulations',
      'Legal Guidance',
      'Legal Documents',
      'Articles & Guides',
    ],
    excerpt:
      'The cancellation period after you sign, the laws against deceptive sales, and the rules for timeshare loans, explained in plain language.',
    metaTitle: 'Your Consumer Rights as a Timeshare Owner | TRA Guide',
    metaDescription:
      'What the law gives timeshare buyers: state cancellation (rescission) periods with examples, protection from deceptive sales practices, and loan disclosure rules.',
    overview: [
      'Federal and state laws protect people who buy timeshares. For a new buyer, the most important protection is the right to cancel within a short time after signing, often called the rescission or cooling-off period. Other laws forbid deceptive sales practices and set rules for loans.',
      'Knowing these rights helps you act in time and recognise when something is not right. The details depend on the state whose law applies to your contract, so always check the rules for your own purchase.',
    ],
    keyPoints: [
      '**Each state sets its own cancellation period.** For example, Florida gives buyers 10 calendar days (Fla. Stat. § 721.10), California 7 calendar days (Cal. Bus. & Prof. Code § 11238), Hawaii 7 calendar days (Haw. Rev. Stat. § 514E-8) and Arizona 10 calendar days (A.R.S. § 32-2197.03).',
      '**The clock may start later than the signing.** In Florida, California and Hawaii, the period runs from the later of signing the contract or receiving the required disclosure documents.',
      '**Some rights cannot be signed away.** Florida’s cancellation right cannot be waived, so a clause saying you give it up does not take it away.',
      '**Deceptive sales practices are against the law.** The Federal Trade Commission Act (15 U.S.C. § 45) forbids unfair or deceptive practices, and states have their own consumer protection laws as well.',
      '**Loans have their own rules.** The Truth in Lending Act requires lenders to show the cost of credit, such as the APR. Its three-business-day right to cancel covers only loans secured by your main home, so it usually does not apply to a timeshare loan.',
    ],
    actions: [
      'Find the date you signed and the date you received the last of the disclosure documents, and check whether you are still within your state’s cancellation period.',
      'If you are, send your cancellation in writing today, the way your contract describes, and keep a copy with proof of the date you sent it.',
      'If the period has passed, write down anything you were told that turned out to be untrue, and keep any advertising, letters or messages.',
      'Report deceptive practices to the Federal Trade Commission at [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) or to your state attorney general, and ask a licensed attorney about your options.',
    ],
    publishedAt: new Date('2025-01-18T12:00:00Z'),
  },
  {
    title: guideTitles[guideSlugs.cancellation].message,
    slug: guideSlugs.cancellation,
    category: 'cancellation',
    difficulty: 'intermediate',
    isFeatured: false,
    tags: [
      'Cancellation Strategies',
      'Timeline Management',
      'Attorney Resources',
      'Step-by-Step Guides',
      'Attorney Referrals',
      'Articles & Guides',
    ],
    excerpt:
      'The common ways out of a timeshare after the cancellation period, what each involves, and how to choose without being rushed.',
    metaTitle: 'Timeshare Cancellation Strategies | TRA Guide',
    metaDescription:
      'Compare the ways to leave a timeshare: developer exit programmes, resale or transfer, and legal claims, with the risks of stopping payment and realistic timelines.',
    overview: [
      'Once the cancellation period after purchase has passed, leaving a timeshare is harder, but it is often still possible. There is no single route that works for everyone, and the right one depends on your contract, your payments and your circumstances.',
      'This guide walks through the common options, what each involves, and how to choose calmly rather than under pressure.',
    ],
    keyPoints: [
      '**Ask the developer first.** Some developers and resorts run their own exit or surrender programmes, particularly for owners who are up to date with payments. Asking costs nothing.',
      '**Selling or transferring.** Some owners sell on the resale market or transfer the timeshare to another person. Resale prices are often far below the purchase price, and the resort may need to approve a transfer.',
      '**Legal claims.** If you were misled during the sale, an attorney may be able to bring a claim under consumer protection law or negotiate a release. This takes time, and no outcome is guaranteed.',
      '**Stopping payment has serious consequences.** Missed loan or fee payments can lead to collection calls, damage to your credit and, for deeded timeshares, foreclosure. Do not stop paying without professional advice.',
      '**Timelines vary widely.** Depending on the route, an exit can take from a few months to a year and a half or longer. Be wary of anyone who promises a quick, certain result.',
    ],
    actions: [
      'Read your contract’s sections on transfer, surrender and resale, and note what the resort allows.',
      'Contact the resort or developer and ask, in writing if you can, whether they offer an exit or surrender programme and on what terms.',
      'Compare your options by cost, time and risk, and use our [maintenance fee calculator](/calculator) to see what keeping the timeshare would cost in the years ahead.',
      'Before you pay any exit company, check it carefully (see our guide on [spotting exit scams](/resources/spotting-timeshare-exit-scams)) and ask a licensed attorney for advice.',
    ],
    publishedAt: new Date('2025-01-16T12:00:00Z'),
  },
  {
    title: guideTitles[guideSlugs.scams].message,
    slug: guideSlugs.scams,
    category: 'protection',
    difficulty: 'beginner',
    isFeatured: true,
    tags: ['Scam Prevention', 'Checklists', 'Step-by-Step Guides', 'Articles & Guides'],
    excerpt:
      'The warning signs of resale and exit scams, from upfront fees to impostors, and what to do if someone targets you.',
    metaTitle: 'Spotting Timeshare Exit Scams | TRA Guide',
    metaDescription:
      'How to recognise timeshare resale and exit scams: upfront fees, pressure, impossible promises, impostors and recovery scams, and where to report them.',
    overview: [
      'Owners who want to leave a timeshare are a common target for scams. Fraudsters offer to sell, rent or cancel the timeshare, take a large fee up front, and then do nothing or disappear. Some pretend to be from the resort, a title or escrow company, or a government office.',
      'Knowing the warning signs is the best protection for your money. When in doubt, slow down and check before you pay anything.',
    ],
    keyPoints: [
      '**Upfront fees are the biggest warning sign.** Be very careful with anyone who asks for a large payment before doing any work, especially by wire transfer, gift cards or cryptocurrency.',
      '**Unexpected contact and pressure.** Calls, e-mails or letters you did not ask for, claiming a buyer is waiting for your timeshare or that an offer ends today, are classic tactics.',
      '**Promises that sound too good.** Nobody can honestly guarantee a quick sale, a full refund, or that your credit will be protected.',
      '**Impostors.** Scammers may claim to work for your resort, a law firm or a government agency. Since April 1, 2024, the Federal Trade Commission’s rule against impersonating government and businesses (16 CFR Part 461) lets it take such people to court.',
      '**Recovery scams follow earlier scams.** If you have already lost money, someone may offer to get it back for a fee. Under the Telemarketing Sales Rule (16 CFR Part 310), a telemarketer offering to recover money you lost in an earlier telemarketing scheme may not be paid until seven business days after you have received the money.',
    ],
    actions: [
      'Never pay an upfront fee to someone who contacted you first. Hang up, and call your resort using the number on your own statements.',
      'Look up the company with your state attorney general, and search its name together with the words "complaint" or "scam".',
      'Get every promise in writing, and have a licensed attorney read any agreement before you sign or pay.',
      'If you think you have been targeted, report it to the Federal Trade Commission at [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) or 1-877-FTC-HELP (1-877-382-4357), and tell your bank at once if you have paid.',
    ],
    publishedAt: new Date('2025-01-14T12:00:00Z'),
  },
  {
    title: guideTitles[guideSlugs.financialImpact].message,
    slug: guideSlugs.financialImpact,
    category: 'financial',
    difficulty: 'beginner',
    isFeatured: false,
    tags: [
      'Financial Impact',
      'Financial Planning',
      'Interactive Tools',
      'Documentation',
      'Articles & Guides',
    ],
    excerpt:
      'What a timeshare really costs over the years, from rising maintenance fees to loans and special assessments, and how to plan around it.',
    metaTitle: 'The Financial Impact of Timeshare Ownership | TRA Guide',
    metaDescription:
      'Understand the full cost of a timeshare: rising maintenance fees, special assessments, loan interest, resale value and unpaid fees, with steps to plan ahead.',
    overview: [
      'A timeshare usually costs far more than its purchase price. Yearly maintenance fees tend to rise, and loans, special assessments and travel costs add up over the years.',
      'Understanding the full cost helps you plan your budget, talk with your family, and decide calmly what to do next.',
    ],
    keyPoints: [
      '**Maintenance fees usually rise every year.** Even modest increases add up: a fee that rises 6% a year roughly doubles in about 12 years.',
      '**Special assessments can arrive without warning.** The owners’ association may charge extra for major repairs or storm damage, on top of the regular fee.',
      '**Financing adds interest.** Timeshare loans often carry high interest rates, so the total you pay can be much more than the price. The Truth in Lending Act requires the lender to show you the APR and the finance charge.',
      '**Resale value is usually low.** Many timeshares sell for a small part of what the owners paid, and some do not sell at all, so it is best not to count on getting your money back.',
      '**Unpaid fees do not simply go away.** Unpaid loans and fees can be passed to debt collectors and harm your credit. Debt collectors must follow the Fair Debt Collection Practices Act, which bans abusive and deceptive collection and lets you dispute a debt.',
    ],
    actions: [
      'Gather the last few years of maintenance fee and loan statements, and note how much the fees went up each year.',
      'Use our [maintenance fee calculator](/calculator) to project what you would pay over the next 5, 10 or 20 years.',
      'Include the timeshare in your household budget and your plans for the future, and talk with your family about it.',
      'If payments are becoming hard, contact the lender or resort before you fall behind, and speak with a financial counsellor or a licensed attorney about your options.',
    ],
    publishedAt: new Date('2025-01-12T12:00:00Z'),
  },
  {
    title: guideTitles[guideSlugs.support].message,
    slug: guideSlugs.support,
    category: 'support',
    difficulty: 'beginner',
    isFeatured: false,
    tags: [
      'Community Support',
      'Attorney Referrals',
      'Attorney Resources',
      'Educational Materials',
      'Articles & Guides',
    ],
    excerpt:
      'You are not alone. Where to find trustworthy help, free information and people who have been through the same experience.',
    metaTitle: 'Finding Support and Community | TRA Guide',
    metaDescription:
      'Trustworthy places for timeshare owners to find help: government agencies, legal aid and licensed attorneys, family and friends, and owner communities.',
    overview: [
      'Feeling trapped by a timeshare is stressful, and many owners feel embarrassed or alone. You are not alone: a great many people have been through the same experience and found a way forward.',
      'This guide points you to trustworthy places for help, information and support, and to a few simple habits that make any next step easier.',
    ],
    keyPoints: [
      '**You are not to blame.** Sales presentations are built to persuade, and many careful, sensible people have signed on the day.',
      '**Start with free, trusted sources.** Government agencies such as the Federal Trade Commission, the Consumer Financial Protection Bureau and your state attorney general offer free information and accept complaints.',
      '**Legal help is available.** Legal aid organizations and bar association referral services can help you find a licensed attorney, and TRA works with vetted legal partners.',
      '**Family and friends matter.** Talking with someone you trust before you make decisions or payments helps you resist pressure and avoid mistakes.',
      '**Take care in online groups.** Owner forums and support groups can be a comfort, but scammers sometimes pose as helpful members. Never pay anyone you meet there without checking them first.',
    ],
    actions: [
      'Tell a family member or friend you trust about your situation, and ask them to join you for important calls or meetings.',
      'Tell us about your situation through the free help form on our [home page](/), or sign in to your [client portal](/dashboard) to follow your case.',
      'For complaints about sales practices, loans or debt collection, use [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) or the Consumer Financial Protection Bureau at [consumerfinance.gov/complaint](https://www.consumerfinance.gov/complaint/).',
      'Keep notes of every call and letter, with dates and names, in one folder, so that whoever helps you can quickly understand your situation.',
    ],
    publishedAt: new Date('2025-01-10T12:00:00Z'),
  },
];

/**
 * Adds the guides as published articles. Idempotent by slug: a guide that exists (perhaps
 * edited by staff) is left exactly as it is. A guide whose category is missing goes in
 * without one rather than failing the start-up.
 */
export async function seedGuides(db: Database): Promise<void> {
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, [...new Set(guides.map((guide) => guide.category))]));
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
  // A guide staff deleted stays deleted: the audit log remembers its slug.
  const deleted = await db
    .select({ slug: sql<string>`${auditLog.before}->>'slug'` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'article.deleted'), eq(auditLog.entityType, 'article')));
  const deletedSlugs = new Set(deleted.map((row) => row.slug));
  const missing = guides.filter((guide) => !deletedSlugs.has(guide.slug));
  if (missing.length === 0) return;
  await db
    .insert(articles)
    .values(
      missing.map((guide) => ({
        title: guide.title,
        slug: guide.slug,
        excerpt: guide.excerpt,
        content: guideMarkdown(guide),
        categoryId: categoryIds.get(guide.category) ?? null,
        status: 'published' as const,
        isFeatured: guide.isFeatured,
        tags: guide.tags,
        difficulty: guide.difficulty,
        readTimeMinutes: readTimeMinutes(guideMarkdown(guide)),
        metaTitle: guide.metaTitle,
        metaDescription: guide.metaDescription,
        publishedAt: guide.publishedAt,
        createdAt: guide.publishedAt,
        updatedAt: guide.publishedAt,
      })),
    )
    .onConflictDoNothing({ target: articles.slug });
}
