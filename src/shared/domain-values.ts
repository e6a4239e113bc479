/**
 * Raw value lists of the domain's enumerations (requirements §4), shared by the database schema,
 * the zod contracts and the screens. Labels people see live in options.ts.
 */

export const caseStatuses = [
  'submitted',
  'reviewing',
  'in_progress',
  'completed',
  'closed',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const casePriorities = ['urgent', 'high', 'medium', 'low'] as const;
export type CasePriority = (typeof casePriorities)[number];

export const articleStatuses = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const partnerVerificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type PartnerVerificationStatus = (typeof partnerVerificationStatuses)[number];

/** Staff (the `users` table) roles: editors manage content, admins everything. */
export const staffRoles = ['editor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Experience level of a client and difficulty of a resource (requirements §9). */
export const experienceLevelValues = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof experienceLevelValues)[number];

/** Requirements §9 resource types, as recommendations and interactions name them. */
export const resourceTypes = [
  'article',
  'legal_statute',
  'legal_case',
  'legal_form',
  'legal_resource',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** What a visitor did with a resource. `complete` removes it from recommendations. */
export const interactionTypes = ['view', 'click', 'download', 'complete', 'rate'] as const;
export type InteractionType = (typeof interactionTypes)[number];

/** Requirements §4: a partner application starts submitted; an admin approves or rejects it. */
export const partnerApplicationStatuses = ['submitted', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];

/** Where staff are with an intake request or a contact message in the admin inbox. */
export const submissionStatuses = ['new', 'in_progress', 'handled'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
