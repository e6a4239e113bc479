import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD } from '@server/testing/accounts';
import { secondStepPaths, twoStepPrefixes } from '@shared/contracts/two-step';
import { PDF_BYTES, type Principal, type World } from './world';

/*
 * Who may call what: every route the app serves, by its OpenAPI key "METHOD /path", with the
 * exact status each principal gets and a request whose parameters come from the fixtures.
 * Bodies are valid, so a refusal is about who is asking, never about what they sent.
 * access-matrix.test.ts fails when the app has a route this table lacks, or the other way round.
 *
 * Reading the expectations: 401 is "not signed in as the kind of principal this route is for"
 * (a partner's token on a client route is as good as none); 403 is staff whose role is too
 * low; 404 is someone else's resource, answered exactly like one that does not exist.
 * `enrollingAdmin` signed in with the password only and must set up two-step sign-in first
 * (decision 020): every staff route answers it 403 MFA_SETUP_REQUIRED except its own profile,
 * sign-out and the two-step calls.
 */

export type Expected = Record<Principal, number>;

export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Raw bytes instead of JSON (uploads). */
  raw?: { contentType: string; payload: Buffer };
  /** The whole address, when the fixture has it already (a signed upload address). */
  url?: string;
}

export interface MatrixRow {
  request?: (world: World) => MatrixRequest;
  expect: Expected;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  clientA: status,
  clientB: status,
  partnerX: status,
  partnerY: status,
  editor: status,
  admin: status,
  enrollingAdmin: status,
});

const nobodyBut = (granted: Partial<Expected>): Expected => ({ ...everyone(401), ...granted });

/** Client routes: A's own resources; B gets 404 where the resource is A's. */
const clients = (clientA: number, clientB = clientA) => nobodyBut({ clientA, clientB });
/** Partner routes: X is assigned A's case, Y is not. */
const partners = (partnerX: number, partnerY = partnerX) => nobodyBut({ partnerX, partnerY });
const editors = (status: number) =>
  nobodyBut({ editor: status, admin: status, enrollingAdmin: 403 });
const admins = (status: number) => nobodyBut({ editor: 403, admin: status, enrollingAdmin: 403 });
/** Staff calls a session limited to setting up two-step sign-in may make too. */
const staffEvenEnrolling = (status: number) => ({ ...editors(status), enrollingAdmin: status });

const login = (email: string) => ({ email, password: TEST_PASSWORD });
const unique = (name: string) => `${name}-${randomUUID()}@example.com`;
const NEW_PASSWORD = 'a brand new passphrase';

const onCaseA = (world: World, extra: Record<string, string> = {}) => ({
  params: { id: world.caseA, ...extra },
});

export const accessMatrix: Record<string, MatrixRow> = {
  // Public information.
  'GET /api/health': { expect: everyone(200) },
  // How search engines find the public site (issue 19): the same for everyone.
  'GET /sitemap.xml': { expect: everyone(200) },
  'GET /robots.txt': { expect: everyone(200) },
  'GET /api/cancellation-deadline': {
    request: () => ({ query: { state: 'california', signedOn: '2026-01-05' } }),
    expect: everyone(200),
  },
  'GET /api/legal/search': {
    request: () => ({ query: { q: 'rescission' } }),
    expect: everyone(200),
  },
  'GET /api/legal/statutes/search': {
    request: () => ({ query: { q: 'cancel' } }),
    expect: everyone(200),
  },
  'GET /api/legal/cases/search': {
    request: () => ({ query: { q: 'fraud' } }),
    expect: everyone(200),
  },
  'GET /api/legal/regulations/search': {
    request: () => ({ query: { q: 'timeshare' } }),
    expect: everyone(200),
  },
  'GET /api/legal/forms/search': {
    request: () => ({ query: { q: 'letter' } }),
    expect: everyone(200),
  },
  'GET /api/legal/resources/search': {
    request: () => ({ query: { q: 'consumer' } }),
    expect: everyone(200),
  },
  'GET /api/legal/statutes': { expect: everyone(200) },
  'GET /api/legal/statutes/{id}': {
    request: (w) => ({ params: { id: w.legal.statute } }),
    expect: everyone(200),
  },
  'GET /api/legal/cases': { expect: everyone(200) },
  'GET /api/legal/cases/{id}': {
    request: (w) => ({ params: { id: w.legal.case } }),
    expect: everyone(200),
  },
  'GET /api/legal/regulations': { expect: everyone(200) },
  'GET /api/legal/regulations/{id}': {
    request: (w) => ({ params: { id: w.legal.regulation } }),
    expect: everyone(200),
  },
  'GET /api/legal/forms': { expect: everyone(200) },
  'GET /api/legal/forms/{id}': {
    request: (w) => ({ params: { id: w.legal.form } }),
    expect: everyone(200),
  },
  'POST /api/legal/forms/{id}/download': {
    request: (w) => ({ params: { id: w.legal.form } }),
    expect: everyone(200),
  },
  'GET /api/legal/resources': { expect: everyone(200) },
  'GET /api/legal/resources/{id}': {
    request: (w) => ({ params: { id: w.legal.resource } }),
    expect: everyone(200),
  },
  'POST /api/track-interaction': {
    request: (w) => ({
      body: {
        resourceId: w.legal.statute,
        resourceType: 'legal_statute',
        interactionType: 'view',
        sessionId: randomUUID(),
      },
    }),
    expect: everyone(204),
  },

  // Public forms.
  'POST /api/intake': {
    request: () => ({
      body: {
        firstName: 'Ruth',
        lastName: 'Adler',
        email: unique('ruth'),
        timeshareCompany: 'Palm Vista Resorts',
        situation: 'They will not let me out.',
        consent: 'true',
      },
    }),
    expect: everyone(201),
  },
  'POST /api/contact': {
    request: () => ({
      body: {
        firstName: 'Ruth',
        lastName: 'Adler',
        email: unique('ruth'),
        subject: 'A question',
        message: 'Do you help people in Ohio?',
      },
    }),
    expect: everyone(201),
  },

  'POST /api/callback-requests': {
    request: () => ({
      body: {
        name: 'Ruth Adler',
        phone: '(555) 010-2000',
        preferredTimes: 'Weekday mornings',
        timeZone: 'America/New_York',
      },
    }),
    expect: everyone(201),
  },
  // Ready-to-send letters: for everyone, nothing stored.
  'GET /api/letters/{purpose}': {
    request: () => ({ params: { purpose: 'stop-contact' } }),
    expect: everyone(200),
  },
  'POST /api/letters/{purpose}/document': {
    request: () => ({
      params: { purpose: 'stop-contact' },
      body: {
        format: 'pdf',
        fields: {
          todayDate: '2026-11-25',
          companyName: 'Sunset Exit Partners',
          companyAddress: '1 Main Street',
          buyerName: 'Ruth Adler',
          buyerAddress: '2 Oak Street',
          buyerPhone: '(555) 010-2000',
          resortName: 'Palm Vista',
          contactHistory: 'They call every day.',
        },
      },
    }),
    expect: everyone(200),
  },

  // Content: published for everyone, drafts and changes for staff.
  'GET /api/articles': { expect: everyone(200) },
  'GET /api/articles/{idOrSlug}': {
    request: (w) => ({ params: { idOrSlug: w.draftArticle.slug } }),
    expect: { ...everyone(404), editor: 200, admin: 200 },
  },
  'POST /api/articles': {
    request: () => ({ body: { title: `Guide ${randomUUID()}`, content: 'Know your rights.' } }),
    expect: editors(201),
  },
  'POST /api/articles/preview': {
    request: () => ({ body: { content: '# Heading' } }),
    expect: editors(200),
  },
  'PUT /api/articles/{id}': {
    request: (w) => ({
      params: { id: w.draftArticle.id },
      body: { title: 'A better draft', content: 'Still a draft.' },
    }),
    expect: editors(200),
  },
  'DELETE /api/articles/{id}': {
    request: (w) => ({ params: { id: w.draftArticle.id } }),
    expect: editors(204),
  },
  'GET /api/categories': { expect: everyone(200) },
  'POST /api/categories': {
    request: () => ({ body: { name: 'New topic', slug: `topic-${randomUUID()}` } }),
    expect: editors(201),
  },
  'PUT /api/categories/{id}': {
    request: (w) => ({
      params: { id: w.emptyCategory },
      body: { name: 'Renamed', slug: `renamed-${randomUUID()}` },
    }),
    expect: editors(200),
  },
  'DELETE /api/categories/{id}': {
    request: (w) => ({ params: { id: w.emptyCategory } }),
    expect: editors(204),
  },
  'GET /api/cms/legal-forms': { expect: editors(200) },
  'GET /api/cms/legal-forms/{id}': {
    request: (w) => ({ params: { id: w.legal.form } }),
    expect: editors(200),
  },
  'PUT /api/cms/legal-forms/{id}': {
    request: (w) => ({ params: { id: w.legal.formEdit.id }, body: w.legal.formEdit.body }),
    expect: editors(200),
  },

  // Client sign-in and links by e-mail.
  'POST /api/auth/register': {
    request: () => ({
      body: { firstName: 'Ann', lastName: 'Ng', email: unique('ann'), password: NEW_PASSWORD },
    }),
    expect: everyone(201),
  },
  'POST /api/auth/login': {
    request: (w) => ({ body: login(w.accounts.clientA.email) }),
    expect: everyone(200),
  },
  'GET /api/auth/me': { expect: clients(200) },
  'PUT /api/auth/me/language': {
    request: () => ({ body: { locale: 'en' } }),
    expect: clients(204),
  },
  'POST /api/logout': { expect: clients(204) },
  'POST /api/auth/forgot-password': {
    request: (w) => ({ body: { email: w.accounts.clientA.email } }),
    expect: everyone(200),
  },
  'GET /api/auth/validate-reset-token/{token}': {
    request: (w) => ({ params: { token: w.links.clientAReset } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    request: (w) => ({ body: { token: w.links.clientAReset, newPassword: NEW_PASSWORD } }),
    expect: everyone(200),
  },
  'GET /api/auth/invitations/{token}': {
    request: (w) => ({ params: { token: w.links.intakeInvitation } }),
    expect: everyone(200),
  },

  // The client's own data.
  'GET /api/cases': { expect: clients(200) },
  'POST /api/cases': {
    request: () => ({ body: { timeshareCompany: 'Palm Vista', situation: 'Fees went up.' } }),
    expect: clients(201),
  },
  'GET /api/cases/{id}': { request: (w) => onCaseA(w), expect: clients(200, 404) },
  'GET /api/cases/{id}/documents/{docId}/download': {
    request: (w) => onCaseA(w, { docId: w.publicDocA }),
    expect: clients(200, 404),
  },
  'GET /api/cases/{id}/messages': { request: (w) => onCaseA(w), expect: clients(200, 404) },
  'POST /api/cases/{id}/messages': {
    request: (w) => ({ ...onCaseA(w), body: { body: 'Any news?', documentId: w.publicDocA } }),
    expect: clients(201, 404),
  },
  'POST /api/cases/{id}/messages/read': { request: (w) => onCaseA(w), expect: clients(204, 404) },
  'POST /api/cases/{id}/documents/upload': {
    request: (w) => ({ ...onCaseA(w), body: { fileName: 'deed.jpg', documentType: 'contract' } }),
    expect: clients(200, 404),
  },
  'POST /api/cases/{id}/documents': {
    request: (w) => ({
      ...onCaseA(w),
      body: { ...w.pendingCaseUpload, documentType: 'contract', requestId: w.openRequestA },
    }),
    expect: clients(201, 404),
  },
  'GET /api/account/export': { expect: clients(200) },
  'POST /api/account/password': {
    request: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } }),
    expect: clients(200),
  },
  'POST /api/account/email': {
    request: () => ({ body: { newEmail: unique('moved'), password: TEST_PASSWORD } }),
    expect: clients(200),
  },
  'POST /api/account/email/confirm': {
    request: (w) => ({ body: { token: w.links.clientAEmailChange } }),
    expect: everyone(200),
  },
  'DELETE /api/account': {
    request: () => ({ body: { password: TEST_PASSWORD, confirmation: 'DELETE' } }),
    expect: clients(204),
  },
  // Sessions: each signs out its own (this one included); someone else's is unknown (404).
  'GET /api/account/sessions': { expect: clients(200) },
  'DELETE /api/account/sessions/{id}': {
    request: (w) => ({ params: { id: w.sessions.clientA } }),
    expect: clients(204, 404),
  },
  'POST /api/account/sessions/sign-out-others': { expect: clients(200) },
  'GET /api/user-preferences': { expect: clients(200) },
  'PUT /api/user-preferences': {
    request: () => ({
      body: {
        timeshareStatus: 'current_owner',
        preferredTopics: [],
        experienceLevel: 'beginner',
        previousCancellationAttempts: false,
        helpTypePriority: [],
        contentFormatPreferences: [],
        notificationFrequency: 'weekly',
      },
    }),
    expect: clients(200),
  },
  // The "What can I do?" interview: answers kept on a client's own account; the plan as a PDF
  // for anyone (nothing stored).
  'GET /api/help/answers': { expect: clients(200) },
  'PUT /api/help/answers': {
    request: () => ({ body: { answers: { state: 'florida', signedWhen: 'earlier' } } }),
    expect: clients(200),
  },
  'DELETE /api/help/answers': { expect: clients(204) },
  'POST /api/help/plan-document': {
    request: () => ({
      body: {
        answers: { state: 'outside-us', signedWhen: 'earlier', keepUsing: 'leave' },
        today: new Date().toISOString().slice(0, 10),
      },
    }),
    expect: everyone(200),
  },
  'GET /api/recommendations': { expect: clients(200) },
  // The guide digest's unsubscribe link: no sign-in, the signed link is the proof.
  'POST /api/notifications/unsubscribe': {
    request: (w) => ({ body: { token: w.links.clientADigestUnsubscribe } }),
    expect: everyone(200),
  },
  'POST /api/notifications/unsubscribe/one-click': {
    request: (w) => ({
      query: { token: w.links.clientADigestUnsubscribe },
      raw: {
        contentType: 'application/x-www-form-urlencoded',
        payload: Buffer.from('List-Unsubscribe=One-Click'),
      },
    }),
    expect: everyone(200),
  },
  // A has finished onboarding already; B has not.
  'POST /api/onboarding/complete': {
    request: () => ({
      body: { timeshareCompany: 'Palm Vista', currentSituation: 'Fees went up.' },
    }),
    expect: clients(409, 200),
  },

  // Partner firms: applying, links, sign-in.
  'POST /api/partners/apply': {
    request: () => ({
      body: {
        companyName: 'Fresh Firm',
        companyType: 'law-firm',
        contactPerson: 'Lee Fresh',
        email: unique('firm'),
        phone: '(555) 010-9999',
        jurisdiction: 'Florida',
        servicesOffered: ['Timeshare Cancellation'],
        agreementAccepted: true,
      },
    }),
    expect: everyone(201),
  },
  'GET /api/partners/application/{token}': {
    request: (w) => ({ params: { token: w.application.verificationToken } }),
    expect: everyone(200),
  },
  'POST /api/partners/application/{token}/documents/upload': {
    request: (w) => ({
      params: { token: w.application.verificationToken },
      body: { fileName: 'license.pdf', documentType: 'business-license' },
    }),
    expect: everyone(200),
  },
  'POST /api/partners/application/{token}/documents': {
    request: (w) => ({
      params: { token: w.application.verificationToken },
      body: { ...w.application.pendingUpload, documentType: 'business-license' },
    }),
    expect: everyone(201),
  },
  'GET /api/partners/set-password/{token}': {
    request: (w) => ({ params: { token: w.links.partnerSetPassword } }),
    expect: everyone(200),
  },
  'POST /api/partners/set-password': {
    request: (w) => ({ body: { token: w.links.partnerSetPassword, password: NEW_PASSWORD } }),
    expect: everyone(200),
  },
  'POST /api/partners/login': {
    request: (w) => ({ body: login(w.accounts.partnerX.email) }),
    expect: everyone(200),
  },
  'GET /api/partners/me': { expect: partners(200) },
  'PUT /api/partners/me/language': {
    request: () => ({ body: { locale: 'en' } }),
    expect: partners(204),
  },
  'POST /api/partners/logout': { expect: partners(204) },
  'GET /api/partners/sessions': { expect: partners(200) },
  'DELETE /api/partners/sessions/{id}': {
    request: (w) => ({ params: { id: w.sessions.partnerX } }),
    expect: partners(204, 404),
  },
  'POST /api/partners/sessions/sign-out-others': { expect: partners(200) },

  // Partner work on assigned cases: X is assigned A's case, Y is not.
  'GET /api/partners/cases': { expect: partners(200) },
  'GET /api/partners/cases/{id}': { request: (w) => onCaseA(w), expect: partners(200, 404) },
  'PUT /api/partners/cases/{id}/status': {
    request: (w) => ({ ...onCaseA(w), body: { status: 'reviewing' } }),
    expect: partners(200, 404),
  },
  'POST /api/partners/cases/{id}/notes': {
    request: (w) => ({ ...onCaseA(w), body: { title: 'Called the resort', description: 'No.' } }),
    expect: partners(201, 404),
  },
  'POST /api/partners/cases/{id}/documents/upload': {
    request: (w) => ({ ...onCaseA(w), body: { fileName: 'reply.pdf', documentType: 'contract' } }),
    expect: partners(200, 404),
  },
  'POST /api/partners/cases/{id}/documents': {
    request: (w) => ({ ...onCaseA(w), body: { ...w.pendingCaseUpload, documentType: 'contract' } }),
    expect: partners(201, 404),
  },
  'PATCH /api/partners/cases/{id}/documents/{docId}': {
    request: (w) => ({ ...onCaseA(w, { docId: w.privateDocA }), body: { isPublic: true } }),
    expect: partners(200, 404),
  },
  'GET /api/partners/cases/{id}/documents/{docId}/download': {
    request: (w) => onCaseA(w, { docId: w.privateDocA }),
    expect: partners(200, 404),
  },
  'GET /api/partners/cases/{id}/messages': {
    request: (w) => onCaseA(w),
    expect: partners(200, 404),
  },
  'POST /api/partners/cases/{id}/messages': {
    request: (w) => ({ ...onCaseA(w), body: { body: 'We wrote to the resort.' } }),
    expect: partners(201, 404),
  },
  'POST /api/partners/cases/{id}/messages/read': {
    request: (w) => onCaseA(w),
    expect: partners(204, 404),
  },
  'POST /api/partners/cases/{id}/requests': {
    request: (w) => ({
      ...onCaseA(w),
      body: { title: 'The deed', documentType: 'legal-document' },
    }),
    expect: partners(201, 404),
  },
  'POST /api/partners/cases/{id}/requests/{requestId}/cancel': {
    request: (w) => onCaseA(w, { requestId: w.openRequestA }),
    expect: partners(200, 404),
  },
  // The signature is the permission: whoever holds the address may PUT the bytes once.
  'PUT /api/uploads/{*}': {
    request: (w) => ({
      url: w.freshUploadUrl,
      raw: { contentType: 'application/pdf', payload: PDF_BYTES },
    }),
    expect: everyone(201),
  },

  // Staff sign-in.
  'POST /api/staff/login': {
    request: (w) => ({ body: login(w.accounts.editor.email) }),
    expect: everyone(200),
  },
  'GET /api/staff/me': { expect: staffEvenEnrolling(200) },
  'PUT /api/staff/me/language': {
    request: () => ({ body: { locale: 'en' } }),
    expect: staffEvenEnrolling(204),
  },
  'POST /api/staff/logout': { expect: staffEvenEnrolling(204) },
  'GET /api/staff/sessions': { expect: editors(200) },
  'DELETE /api/staff/sessions/{id}': {
    request: (w) => ({ params: { id: w.sessions.editor } }),
    expect: nobodyBut({ editor: 204, admin: 404, enrollingAdmin: 403 }),
  },
  'POST /api/staff/sessions/sign-out-others': { expect: editors(200) },
  'GET /api/staff/set-password/{token}': {
    request: (w) => ({ params: { token: w.links.staffSetPassword } }),
    expect: everyone(200),
  },
  'POST /api/staff/set-password': {
    request: (w) => ({ body: { token: w.links.staffSetPassword, password: NEW_PASSWORD } }),
    expect: everyone(200),
  },

  // Administrators only.
  'GET /api/admin/overview': { expect: admins(200) },
  'GET /api/admin/inbox/intake': { expect: admins(200) },
  'GET /api/admin/inbox/contact': { expect: admins(200) },
  'PATCH /api/admin/inbox/intake/{id}': {
    request: (w) => ({ params: { id: w.intake }, body: { status: 'in_progress' } }),
    expect: admins(200),
  },
  'GET /api/admin/inbox/callbacks': { expect: admins(200) },
  'PATCH /api/admin/inbox/callbacks/{id}': {
    request: (w) => ({ params: { id: w.callback }, body: { status: 'scheduled' } }),
    expect: admins(200),
  },
  'PATCH /api/admin/inbox/contact/{id}': {
    request: (w) => ({ params: { id: w.contact }, body: { internalNote: 'Called back.' } }),
    expect: admins(200),
  },
  'POST /api/admin/inbox/intake/{id}/invite': {
    request: (w) => ({ params: { id: w.intake } }),
    expect: admins(200),
  },
  'GET /api/admin/partner-applications': { expect: admins(200) },
  'GET /api/admin/partner-applications/{id}': {
    request: (w) => ({ params: { id: w.application.id } }),
    expect: admins(200),
  },
  'GET /api/admin/partner-applications/{id}/documents/{docId}/download': {
    request: (w) => ({ params: { id: w.application.id, docId: w.application.documentId } }),
    expect: admins(200),
  },
  'POST /api/admin/partner-applications/{id}/approve': {
    request: (w) => ({
      params: { id: w.application.id },
      body: { overrideReason: 'Checked with the state bar by phone.' },
    }),
    expect: admins(200),
  },
  'POST /api/admin/partner-applications/{id}/reject': {
    request: (w) => ({ params: { id: w.application.id }, body: { notes: 'No license.' } }),
    expect: admins(200),
  },
  'GET /api/admin/partners': { expect: admins(200) },
  'POST /api/admin/partners/{id}/invite': {
    request: (w) => ({ params: { id: w.accounts.partnerX.id } }),
    expect: admins(200),
  },
  'POST /api/admin/partners/{id}/deactivate': {
    request: (w) => ({ params: { id: w.accounts.partnerY.id } }),
    expect: admins(200),
  },
  'POST /api/admin/partners/{id}/reactivate': {
    request: (w) => ({ params: { id: w.accounts.partnerY.id } }),
    expect: admins(200),
  },
  'GET /api/admin/partners/{id}/referrals': {
    request: (w) => ({ params: { id: w.accounts.partnerX.id } }),
    expect: admins(200),
  },
  'GET /api/admin/cases': { expect: admins(200) },
  'GET /api/admin/cases/{id}': { request: (w) => onCaseA(w), expect: admins(200) },
  'PATCH /api/admin/cases/{id}': {
    request: (w) => ({ ...onCaseA(w), body: { priority: 'urgent' } }),
    expect: admins(200),
  },
  'POST /api/admin/cases/owner': {
    request: (w) => ({ body: { caseIds: [w.caseA], ownerId: w.accounts.admin.id } }),
    expect: admins(200),
  },
  'POST /api/admin/cases/{id}/updates': {
    request: (w) => ({ ...onCaseA(w), body: { title: 'Letter sent', description: 'Today.' } }),
    expect: admins(201),
  },
  'GET /api/admin/cases/{id}/messages': { request: (w) => onCaseA(w), expect: admins(200) },
  'POST /api/admin/cases/{id}/messages': {
    request: (w) => ({ ...onCaseA(w), body: { body: 'We are on it.', documentId: w.privateDocA } }),
    expect: admins(201),
  },
  'POST /api/admin/cases/{id}/messages/read': { request: (w) => onCaseA(w), expect: admins(204) },
  'POST /api/admin/cases/{id}/requests': {
    request: (w) => ({
      ...onCaseA(w),
      body: { title: 'Fee statement', documentType: 'financial-statement', dueDate: '2099-01-31' },
    }),
    expect: admins(201),
  },
  'POST /api/admin/cases/{id}/requests/{requestId}/cancel': {
    request: (w) => onCaseA(w, { requestId: w.openRequestA }),
    expect: admins(200),
  },
  'PUT /api/admin/cases/{id}/partner': {
    request: (w) => ({ ...onCaseA(w), body: { partnerId: w.accounts.partnerY.id } }),
    expect: admins(200),
  },
  'GET /api/admin/clients': { expect: admins(200) },
  'GET /api/admin/clients/{id}': {
    request: (w) => ({ params: { id: w.accounts.clientA.id } }),
    expect: admins(200),
  },
  'POST /api/admin/clients/{id}/deactivate': {
    request: (w) => ({ params: { id: w.accounts.clientB.id } }),
    expect: admins(200),
  },
  'POST /api/admin/clients/{id}/reactivate': {
    request: (w) => ({ params: { id: w.accounts.clientB.id } }),
    expect: admins(200),
  },
  'GET /api/admin/staff': { expect: admins(200) },
  'POST /api/admin/staff': {
    request: () => ({
      body: { email: unique('staff'), firstName: 'Kim', lastName: 'Lo', role: 'editor' },
    }),
    expect: admins(201),
  },
  'POST /api/admin/staff/{id}/invite': {
    request: (w) => ({ params: { id: w.invitedStaff } }),
    expect: admins(200),
  },
  'PUT /api/admin/staff/{id}/role': {
    request: (w) => ({ params: { id: w.invitedStaff }, body: { role: 'admin' } }),
    expect: admins(200),
  },
  'POST /api/admin/staff/{id}/deactivate': {
    request: (w) => ({ params: { id: w.invitedStaff } }),
    expect: admins(200),
  },
  'POST /api/admin/staff/{id}/reactivate': {
    request: (w) => ({ params: { id: w.invitedStaff } }),
    expect: admins(200),
  },
  'POST /api/admin/staff/{id}/reset-two-step': {
    request: (w) => ({ params: { id: w.accounts.editor.id } }),
    expect: admins(200),
  },
  'POST /api/admin/partners/{id}/reset-two-step': {
    request: (w) => ({ params: { id: w.accounts.partnerY.id } }),
    expect: admins(200),
  },
  'GET /api/admin/health': { expect: admins(200) },
  'GET /api/admin/jobs': { expect: admins(200) },
  'POST /api/admin/jobs/{id}/retry': {
    request: (w) => ({ params: { id: w.failedJob } }),
    expect: admins(200),
  },
  'POST /api/admin/jobs/{id}/discard': {
    request: (w) => ({ params: { id: w.failedJob } }),
    expect: admins(200),
  },
  'GET /api/admin/audit': { expect: admins(200) },
  'GET /api/admin/audit/actions': { expect: admins(200) },

  ...twoStepRows(),
};

/*
 * Two-step sign-in (decision 020), the same calls under each kind's prefix. Nobody in the world
 * has an authenticator app or a passkey yet, so a call that needs one answers 409 (or 404) past
 * the guard; an admin
 * may not turn it off at all (403), since the role requires it.
 */
function twoStepRows(): Record<string, MatrixRow> {
  const code = () => ({ body: { code: '123456' } });
  const disable = () => ({ body: { password: TEST_PASSWORD, code: '123456' } });
  const secondStep = () => ({ body: { mfaToken: 'no-such-token', code: '123456' } });
  const addPasskey = () => ({ body: { name: 'Laptop', response: {} } });
  // Nobody in the world has a passkey: any id is someone else's or nobody's.
  const noPasskey = () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } });
  const rename = () => ({ ...noPasskey(), body: { name: 'Laptop' } });
  const sides = [
    { prefix: twoStepPrefixes.client, granted: clients, disable: clients(409) },
    { prefix: twoStepPrefixes.partner, granted: partners, disable: partners(409) },
    {
      prefix: twoStepPrefixes.staff,
      granted: staffEvenEnrolling,
      disable: nobodyBut({ editor: 409, admin: 403, enrollingAdmin: 403 }),
    },
  ];
  return {
    ...Object.fromEntries(
      sides.flatMap((side) => [
        [`GET ${side.prefix}`, { expect: side.granted(200) }],
        [`POST ${side.prefix}/totp/setup`, { expect: side.granted(200) }],
        [`POST ${side.prefix}/totp/confirm`, { request: code, expect: side.granted(409) }],
        [`POST ${side.prefix}/totp/disable`, { request: disable, expect: side.disable }],
        [`POST ${side.prefix}/recovery-codes`, { request: code, expect: side.granted(409) }],
        [`POST ${side.prefix}/passkeys/options`, { expect: side.granted(200) }],
        [`POST ${side.prefix}/passkeys/confirm-options`, { expect: side.granted(409) }],
        // An empty answer from the browser: 400 past the guard.
        [`POST ${side.prefix}/passkeys`, { request: addPasskey, expect: side.granted(400) }],
        [`PATCH ${side.prefix}/passkeys/{id}`, { request: rename, expect: side.granted(404) }],
        [`DELETE ${side.prefix}/passkeys/{id}`, { request: noPasskey, expect: side.granted(404) }],
      ]),
    ),
    // A dead mfaToken answers the same to everyone: the bearer token plays no part.
    ...Object.fromEntries(
      Object.values(secondStepPaths).flatMap((path) => [
        [`POST ${path}`, { request: secondStep, expect: everyone(401) }],
        [`POST ${path}/passkey-options`, { request: secondStep, expect: everyone(401) }],
      ]),
    ),
  };
}
