import { accountLocaleField } from './account-language';
import { z } from 'zod/mini';
import { staffRoles } from '../domain-values';
import { passwordField } from './auth';
import { clientCaseSchema } from './cases';
import { emailField, firstNameField, lastNameField } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * The admin's People screen: client accounts (search, their cases, deactivate), partners'
 * referrals and deactivation, and staff members (invite, role, deactivate), plus the staff
 * member's own set-password link.
 */

export const ADMIN_CLIENTS_PAGE_SIZE = 25;

export const accountStatusFilterValues = ['active', 'inactive', 'all'] as const;
export type AccountStatusFilter = (typeof accountStatusFilterValues)[number];

export const clientListQuerySchema = z.object({
  /** Searches first name, last name, both together, e-mail and phone. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z._default(
    z.enum(accountStatusFilterValues, {
      error: english(text('Status must be active, inactive or all.')),
    }),
    'all',
  ),
  page: z._default(
    z.coerce
      .number({ error: english(text('Page must be a number.')) })
      .check(z.int(), z.minimum(1)),
    1,
  ),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const adminClientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  isActive: z.boolean(),
  hasCompletedOnboarding: z.boolean(),
  createdAt: z.string(),
  caseCount: z.number(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const clientListSchema = z.object({
  clients: z.array(adminClientSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const adminClientCaseSchema = z.object({
  // Unread counts and due requests are the case list's (/admin/cases), not this overview's.
  ...z.omit(clientCaseSchema, { unreadMessages: true, openRequestDueDate: true }).shape,
  partner: z.nullable(z.object({ companyName: z.string() })),
});
export type AdminClientCase = z.infer<typeof adminClientCaseSchema>;

export const clientDetailSchema = z.object({
  ...adminClientSchema.shape,
  /** Newest first. */
  cases: z.array(adminClientCaseSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const partnerReferralSchema = z.object({
  id: z.string(),
  caseId: z.nullable(z.string()),
  caseNumber: z.nullable(z.string()),
  clientName: z.string(),
  clientEmail: z.string(),
  referralType: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type PartnerReferralView = z.infer<typeof partnerReferralSchema>;
export const partnerReferralListSchema = z.array(partnerReferralSchema);

/** The answer of deactivating or reactivating a partner firm. */
export const partnerActiveStateSchema = z.object({ id: z.string(), isActive: z.boolean() });
export type PartnerActiveState = z.infer<typeof partnerActiveStateSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
  isActive: z.boolean(),
  /** The language of their pages and e-mails. */
  locale: accountLocaleField,
  /** False until the member has used their set-password link. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

const roleField = z.enum(staffRoles, {
  error: english(text('Please choose Editor or Administrator.')),
});

export const newStaffMemberSchema = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: roleField,
});
export type NewStaffMemberInput = z.input<typeof newStaffMemberSchema>;
export type NewStaffMember = z.output<typeof newStaffMemberSchema>;

export const staffRoleChangeSchema = z.object({ role: roleField });
export type StaffRoleChange = z.output<typeof staffRoleChangeSchema>;

export const staffSetPasswordLinkSchema = z.object({
  valid: z.boolean(),
  email: z.optional(z.string()),
  firstName: z.optional(z.string()),
  message: z.string(),
});
export type StaffSetPasswordLink = z.infer<typeof staffSetPasswordLinkSchema>;

export const staffSetPasswordRequestSchema = z.object({
  token: z
    .string({ error: english(text('The link is missing its code.')) })
    .check(z.minLength(1, english(text('The link is missing its code.')))),
  password: passwordField,
});
export type StaffSetPasswordRequest = z.output<typeof staffSetPasswordRequestSchema>;

export const LAST_ADMIN_MESSAGE = english(
  text('There must always be at least one active administrator.'),
);
export const SELF_DEACTIVATION_MESSAGE = english(
  text('You cannot deactivate your own account. Ask another administrator to do it.'),
);
export const STAFF_EMAIL_TAKEN_MESSAGE = english(
  text('A staff member with this e-mail address already exists.'),
);
export const STAFF_INVITE_SENT_MESSAGE = english(
  text('We have e-mailed a link to set a password. It works for 72 hours.'),
);
export const STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE = english(
  text(
    'This link is invalid, has already been used or has expired (links work for 72 hours). Please ask an administrator for a new one.',
  ),
);
export const STAFF_SET_PASSWORD_LINK_VALID_MESSAGE = english(
  text('This link is valid. Please choose your password.'),
);
export const STAFF_PASSWORD_SET_MESSAGE = english(
  text('Your password is set. You can now sign in to the staff area.'),
);
export const CLIENT_NOT_FOUND_MESSAGE = english(text('We could not find that client.'));
export const PARTNER_NOT_FOUND_MESSAGE = english(text('We could not find that partner.'));
export const STAFF_NOT_FOUND_MESSAGE = english(text('We could not find that staff member.'));
