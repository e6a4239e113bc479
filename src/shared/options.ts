/** Option lists of requirements §9 with the labels people see. */
import { labelled, optionValues } from './option-list';

export { optionLabel, optionValues } from './option-list';
export { partnerCompanyTypes, partnerServices, type PartnerCompanyType } from './partner-options';

export const purchaseTimeframes = [
  { value: 'within-1-year', label: 'Within the last year' },
  { value: '1-3-years', label: '1 to 3 years ago' },
  { value: '3-5-years', label: '3 to 5 years ago' },
  { value: '5-10-years', label: '5 to 10 years ago' },
  { value: 'over-10-years', label: 'More than 10 years ago' },
] as const;

export type PurchaseTimeframe = (typeof purchaseTimeframes)[number]['value'];

export const purchaseTimeframeValues = optionValues(purchaseTimeframes);

export const timeshareStatuses = [
  { value: 'current_owner', label: 'Current owner' },
  { value: 'recent_purchaser', label: 'Recent purchaser (within 6 months)' },
  { value: 'considering_exit', label: 'Considering exit' },
  { value: 'in_cancellation_process', label: 'In the cancellation process' },
  { value: 'successfully_cancelled', label: 'Successfully cancelled' },
] as const;

export const experienceLevels = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;

/** How often a client wants e-mail about their cases (preferences). */
export const notificationFrequencies = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'never', label: 'Never' },
] as const;

/** The onboarding wizard's version of the list (requirements §9). */
export const onboardingNotificationFrequencies = [
  { value: 'daily', label: 'Daily updates' },
  { value: 'weekly', label: 'Weekly summaries' },
  { value: 'monthly', label: 'Monthly summaries' },
  { value: 'major', label: 'Only major updates' },
] as const;

export const preferredTopics = labelled([
  'Contract Analysis',
  'Legal Rights',
  'Cancellation Strategies',
  'Financial Impact',
  'Scam Prevention',
  'Rescission Rights',
  'Attorney Resources',
  'State Regulations',
  'Timeline Management',
  'Documentation',
] as const);

export const helpTypes = labelled([
  'Educational Materials',
  'Legal Guidance',
  'Financial Planning',
  'Document Templates',
  'Attorney Referrals',
  'Step-by-Step Guides',
  'Case Studies',
  'Community Support',
] as const);

export const contentFormats = labelled([
  'Articles & Guides',
  'Video Content',
  'Downloadable PDFs',
  'Interactive Tools',
  'Legal Documents',
  'Checklists',
  'Case Examples',
  'Expert Interviews',
] as const);

export const onboardingHelpOptions = labelled([
  'Timeshare Cancellation',
  'Contract Review',
  'Financial Recovery',
  'Legal Consultation',
  'Documentation Help',
  'Negotiation Support',
] as const);

export const urgencyLevels = [
  { value: 'low', label: 'Low: I am gathering information' },
  { value: 'medium', label: 'Medium: I want to act in the coming months' },
  { value: 'high', label: 'High: I need help as soon as possible' },
] as const;

export const previousAttemptOptions = [
  { value: 'no', label: 'No, this is my first attempt' },
  { value: 'yes', label: 'Yes, I have tried before' },
] as const;

export const communicationChannels = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
  { value: 'portal', label: 'Client portal messages' },
] as const;

export const primaryGoals = [
  { value: 'cancel', label: 'Cancel my timeshare' },
  { value: 'reduce-fees', label: 'Reduce my maintenance fees' },
  { value: 'exit-contract', label: 'Exit my contract' },
  { value: 'recover-money', label: 'Recover money I paid' },
  { value: 'understand-options', label: 'Understand my options' },
  { value: 'legal-protection', label: 'Protect myself legally' },
] as const;

export const timelines = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: '1-year', label: 'Within a year' },
  { value: 'flexible', label: 'I am flexible' },
] as const;

export const caseStatusOptions = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'reviewing', label: 'Under Review' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'closed', label: 'Closed' },
] as const;

/**
 * What each case status means for the client and what happens next, one plain sentence each,
 * for the dashboard's status legend (promises as in requirements §9: a reply within 24-48 hours).
 */
export const caseStatusMeanings: Record<(typeof caseStatusOptions)[number]['value'], string> = {
  submitted:
    'We have received your case. Someone from our team will read it and contact you within 24 to 48 hours.',
  reviewing:
    'We are reading your case and working out your options. We will contact you if we need anything from you.',
  in_progress:
    'Work on your case has started, with us or a partner attorney. New steps appear in the case’s updates.',
  completed:
    'The work on your case is finished. Open the case to read the last update, and keep your papers safe.',
  closed:
    'This case is closed and no more work will be done on it. If you still need help, please contact us.',
};

/** Where staff are with an intake request or contact message (the admin inbox). */
export const submissionStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'handled', label: 'Handled' },
] as const;

export const casePriorityOptions = [
  { value: 'urgent', label: 'Urgent' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

/** Where a partner application stands (requirements §4: starts submitted). */
export const partnerApplicationStatusOptions = [
  { value: 'submitted', label: 'Under review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Not approved' },
] as const;

/** Requirements §5 document types of a case document. */
export const caseDocumentTypes = [
  { value: 'contract', label: 'Contract' },
  { value: 'correspondence', label: 'Correspondence' },
  { value: 'legal-document', label: 'Legal Document' },
  { value: 'financial-statement', label: 'Financial Statement' },
  { value: 'cancellation-letter', label: 'Cancellation Letter' },
  { value: 'other', label: 'Other' },
] as const;

/** What an applicant uploads to prove they are who they say (Verification tab). */
export const verificationDocumentTypes = [
  { value: 'business-license', label: 'Business license' },
  { value: 'bar-certificate', label: 'Bar admission certificate' },
  { value: 'insurance', label: 'Professional liability insurance' },
  { value: 'other', label: 'Other supporting document' },
] as const;

/** Requirements §9 partner dashboard sort keys; updatedAt (newest first) is the default. */
export const partnerCaseSortKeys = [
  { value: 'updatedAt', label: 'Last updated' },
  { value: 'createdAt', label: 'Date opened' },
  { value: 'caseNumber', label: 'Case number' },
  { value: 'status', label: 'Status' },
  { value: 'priority', label: 'Priority' },
  { value: 'timeshareCompany', label: 'Timeshare company' },
] as const;
export type PartnerCaseSortKey = (typeof partnerCaseSortKeys)[number]['value'];
