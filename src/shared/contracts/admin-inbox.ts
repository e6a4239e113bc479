import { LOCALES } from '../i18n/locales';
import { z } from 'zod/mini';
import { submissionStatuses } from '../domain-values';
import { itemChangeSchema, pageOf, workedListQuerySchema } from './worked-list';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * The admin inbox: intake requests and contact messages from the public forms, each with a
 * status (new, in progress, handled) and a note staff keep for each other. From an intake
 * request staff can invite the person to create an account; once they do, the request is
 * linked to the account and to its first case.
 */

export const inboxKinds = ['intake', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const INBOX_PAGE_SIZE = 25;

export const inboxListQuerySchema = workedListQuerySchema(
  submissionStatuses,
  text('Status must be new, in progress, handled or all.'),
);
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

const inboxItemShape = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The language the person wrote in (issue 21); we answer them in it. */
  locale: z.enum(LOCALES),
  status: z.enum(submissionStatuses),
  internalNote: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const intakeItemSchema = z.object({
  ...inboxItemShape,
  /** The short reference the person was given; null on requests sent before references. */
  reference: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  timeshareCompany: z.string(),
  purchaseDate: z.nullable(z.string()),
  /** Where the contract was signed (a value of signingPlaceOptions) and the day, if given. */
  signedState: z.nullable(z.string()),
  signedOn: z.nullable(z.string()),
  /** When it arrived, the answers suggested the period to cancel may still be open. */
  timeCritical: z.boolean(),
  /** The earliest the period can end (YYYY-MM-DD), when the state is in our data. */
  rescissionLastDay: z.nullable(z.string()),
  situation: z.string(),
  /** When staff last e-mailed the invitation to create an account. */
  invitedAt: z.nullable(z.string()),
  /** The account created from the invitation. */
  client: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** That account's first case. */
  case: z.nullable(z.object({ id: z.string(), caseNumber: z.string() })),
});
export type IntakeItem = z.infer<typeof intakeItemSchema>;

export const contactItemSchema = z.object({
  ...inboxItemShape,
  subject: z.string(),
  message: z.string(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

export const intakeListSchema = pageOf(intakeItemSchema);
export type IntakeList = z.infer<typeof intakeListSchema>;
export const contactListSchema = pageOf(contactItemSchema);
export type ContactList = z.infer<typeof contactListSchema>;

/** Change the status, the note, or both; an empty note clears it. */
export const inboxItemChangeSchema = itemChangeSchema(
  submissionStatuses,
  text('Status must be new, in progress or handled.'),
);
export type InboxItemChangeInput = z.input<typeof inboxItemChangeSchema>;
export type InboxItemChange = z.output<typeof inboxItemChangeSchema>;

export const SUBMISSION_NOT_FOUND_MESSAGE = english(
  text('We could not find that request or message.'),
);
/** 409 when the person already has a client account: there is nothing to invite them to. */
export const ALREADY_REGISTERED_MESSAGE = english(
  text(
    'This person already has an account with that e-mail address, so there is nothing to invite them to.',
  ),
);
export const invitationSentMessage = (email: string) =>
  english(text('We have e-mailed {email} a link to create an account.', { email }));

/** The invitation link stays usable this long. */
export const INTAKE_INVITE_LIFETIME_DAYS = 30;

/** GET /api/auth/invitations/:token: what the sign-up form is pre-filled with. */
export const invitationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export { INVITATION_INVALID_MESSAGE } from './public-form-texts';

/** GET /api/admin/overview: the numbers on the admin home page, each linking to its list. */
export const adminOverviewSchema = z.object({
  newIntakeRequests: z.number(),
  unreadContactMessages: z.number(),
  /** Callback requests nobody has scheduled yet. */
  newCallbackRequests: z.number(),
  /** Cases not yet completed or closed, by status. */
  openCasesByStatus: z.object({
    submitted: z.number(),
    reviewing: z.number(),
    in_progress: z.number(),
  }),
  /** Open cases with priority urgent. */
  urgentCases: z.number(),
  pendingPartnerApplications: z.number(),
  failedJobs: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
