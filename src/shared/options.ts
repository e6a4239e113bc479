/** Option lists of requirements §9 with the labels people see. */
import { text, type TextDescriptor } from './i18n/text';
import { optionValues } from './option-list';

export { optionLabel, optionValues } from './option-list';
export { partnerCompanyTypes, partnerServices, type PartnerCompanyType } from './partner-options';

export const purchaseTimeframes = [
  { value: 'within-1-year', label: text('Within the last year') },
  { value: '1-3-years', label: text('1 to 3 years ago') },
  { value: '3-5-years', label: text('3 to 5 years ago') },
  { value: '5-10-years', label: text('5 to 10 years ago') },
  { value: 'over-10-years', label: text('More than 10 years ago') },
] as const;

export type PurchaseTimeframe = (typeof purchaseTimeframes)[number]['value'];

export const purchaseTimeframeValues = optionValues(purchaseTimeframes);

export const timeshareStatuses = [
  { value: 'current_owner', label: text('Current owner') },
  { value: 'recent_purchaser', label: text('Recent purchaser (within 6 months)') },
  { value: 'considering_exit', label: text('Considering exit') },
  { value: 'in_cancellation_process', label: text('In the cancellation process') },
  { value: 'successfully_cancelled', label: text('Successfully cancelled') },
] as const;

export const experienceLevels = [
  { value: 'beginner', label: text('Beginner') },
  { value: 'intermediate', label: text('Intermediate') },
  { value: 'advanced', label: text('Advanced') },
] as const;

/** How often a client wants e-mail about their cases (preferences). */
export const notificationFrequencies = [
  { value: 'daily', label: text('Daily') },
  { value: 'weekly', label: text('Weekly') },
  { value: 'monthly', label: text('Monthly') },
  { value: 'never', label: text('Never') },
] as const;

/** The onboarding wizard's version of the list (requirements §9). */
export const onboardingNotificationFrequencies = [
  { value: 'daily', label: text('Daily updates') },
  { value: 'weekly', label: text('Weekly summaries') },
  { value: 'monthly', label: text('Monthly summaries') },
  { value: 'major', label: text('Only major updates') },
] as const;

export const preferredTopics = [
  { value: 'Contract Analysis', label: text('Contract Analysis') },
  { value: 'Legal Rights', label: text('Legal Rights') },
  { value: 'Cancellation Strategies', label: text('Cancellation Strategies') },
  { value: 'Financial Impact', label: text('Financial Impact') },
  { value: 'Scam Prevention', label: text('Scam Prevention') },
  { value: 'Rescission Rights', label: text('Rescission Rights') },
  { value: 'Attorney Resources', label: text('Attorney Resources') },
  { value: 'State Regulations', label: text('State Regulations') },
  { value: 'Timeline Management', label: text('Timeline Management') },
  { value: 'Documentation', label: text('Documentation') },
] as const;

export const helpTypes = [
  { value: 'Educational Materials', label: text('Educational Materials') },
  { value: 'Legal Guidance', label: text('Legal Guidance') },
  { value: 'Financial Planning', label: text('Financial Planning') },
  { value: 'Document Templates', label: text('Document Templates') },
  { value: 'Attorney Referrals', label: text('Attorney Referrals') },
  { value: 'Step-by-Step Guides', label: text('Step-by-Step Guides') },
  { value: 'Case Studies', label: text('Case Studies') },
  { value: 'Community Support', label: text('Community Support') },
] as const;

export const contentFormats = [
  { value: 'Articles & Guides', label: text('Articles & Guides') },
  { value: 'Video Content', label: text('Video Content') },
  { value: 'Downloadable PDFs', label: text('Downloadable PDFs') },
  { value: 'Interactive Tools', label: text('Interactive Tools') },
  { value: 'Legal Documents', label: text('Legal Documents') },
  { value: 'Checklists', label: text('Checklists') },
  { value: 'Case Examples', label: text('Case Examples') },
  { value: 'Expert Interviews', label: text('Expert Interviews') },
] as const;

export const onboardingHelpOptions = [
  { value: 'Timeshare Cancellation', label: text('Timeshare Cancellation') },
  { value: 'Contract Review', label: text('Contract Review') },
  { value: 'Financial Recovery', label: text('Financial Recovery') },
  { value: 'Legal Consultation', label: text('Legal Consultation') },
  { value: 'Documentation Help', label: text('Documentation Help') },
  { value: 'Negotiation Support', label: text('Negotiation Support') },
] as const;

export const urgencyLevels = [
  { value: 'low', label: text('Low: I am gathering information') },
  { value: 'medium', label: text('Medium: I want to act in the coming months') },
  { value: 'high', label: text('High: I need help as soon as possible') },
] as const;

export const previousAttemptOptions = [
  { value: 'no', label: text('No, this is my first attempt') },
  { value: 'yes', label: text('Yes, I have tried before') },
] as const;

export const communicationChannels = [
  { value: 'email', label: text('Email') },
  { value: 'phone', label: text('Phone call') },
  { value: 'text', label: text('Text message') },
  { value: 'portal', label: text('Client portal messages') },
] as const;

export const primaryGoals = [
  { value: 'cancel', label: text('Cancel my timeshare') },
  { value: 'reduce-fees', label: text('Reduce my maintenance fees') },
  { value: 'exit-contract', label: text('Exit my contract') },
  { value: 'recover-money', label: text('Recover money I paid') },
  { value: 'understand-options', label: text('Understand my options') },
  { value: 'legal-protection', label: text('Protect myself legally') },
] as const;

export const timelines = [
  { value: 'asap', label: text('As soon as possible') },
  { value: '3-months', label: text('Within 3 months') },
  { value: '6-months', label: text('Within 6 months') },
  { value: '1-year', label: text('Within a year') },
  { value: 'flexible', label: text('I am flexible') },
] as const;

export const caseStatusOptions = [
  { value: 'submitted', label: text('Submitted') },
  { value: 'reviewing', label: text('Under Review') },
  { value: 'in_progress', label: text('In Progress') },
  { value: 'completed', label: text('Completed') },
  { value: 'closed', label: text('Closed') },
] as const;

/**
 * What each case status means for the client and what happens next, one plain sentence each,
 * for the dashboard's status legend (promises as in requirements §9: a reply within 24-48 hours).
 */
export const caseStatusMeanings: Record<
  (typeof caseStatusOptions)[number]['value'],
  TextDescriptor
> = {
  submitted: text(
    'We have received your case. Someone from our team will read it and contact you within 24 to 48 hours.',
  ),
  reviewing: text(
    'We are reading your case and working out your options. We will contact you if we need anything from you.',
  ),
  in_progress: text(
    'Work on your case has started, with us or a partner attorney. New steps appear in the case’s updates.',
  ),
  completed: text(
    'The work on your case is finished. Open the case to read the last update, and keep your papers safe.',
  ),
  closed: text(
    'This case is closed and no more work will be done on it. If you still need help, please contact us.',
  ),
};

/** Where staff are with an intake request or contact message (the admin inbox). */
export const submissionStatusOptions = [
  { value: 'new', label: text('New') },
  { value: 'in_progress', label: text('In progress') },
  { value: 'handled', label: text('Handled') },
] as const;

export const casePriorityOptions = [
  { value: 'urgent', label: text('Urgent') },
  { value: 'high', label: text('High') },
  { value: 'medium', label: text('Medium') },
  { value: 'low', label: text('Low') },
] as const;

/** Where a partner application stands (requirements §4: starts submitted). */
export const partnerApplicationStatusOptions = [
  { value: 'submitted', label: text('Under review') },
  { value: 'approved', label: text('Approved') },
  { value: 'rejected', label: text('Not approved') },
] as const;

/** Requirements §5 document types of a case document. */
export const caseDocumentTypes = [
  { value: 'contract', label: text('Contract') },
  { value: 'correspondence', label: text('Correspondence') },
  { value: 'legal-document', label: text('Legal Document') },
  { value: 'financial-statement', label: text('Financial Statement') },
  { value: 'cancellation-letter', label: text('Cancellation Letter') },
  { value: 'other', label: text('Other') },
] as const;

/** What an applicant uploads to prove they are who they say (Verification tab). */
export const verificationDocumentTypes = [
  { value: 'business-license', label: text('Business license') },
  { value: 'bar-certificate', label: text('Bar admission certificate') },
  { value: 'insurance', label: text('Professional liability insurance') },
  { value: 'other', label: text('Other supporting document') },
] as const;

/** Requirements §9 partner dashboard sort keys; updatedAt (newest first) is the default. */
export const partnerCaseSortKeys = [
  { value: 'updatedAt', label: text('Last updated') },
  { value: 'createdAt', label: text('Date opened') },
  { value: 'caseNumber', label: text('Case number') },
  { value: 'status', label: text('Status') },
  { value: 'priority', label: text('Priority') },
  { value: 'timeshareCompany', label: text('Timeshare company') },
] as const;
export type PartnerCaseSortKey = (typeof partnerCaseSortKeys)[number]['value'];
