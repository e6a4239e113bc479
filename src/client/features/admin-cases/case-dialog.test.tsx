import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import type { CaseDocumentView, CaseUpdate } from '@shared/contracts/cases';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { admin } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';
import { assigned, casesRoute, casesServer } from './admin-cases-fixtures';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const CASE_URL = '/api/admin/cases/case-2';
const UPDATES_URL = '/api/admin/cases/case-2/updates';

const submittedUpdate: CaseUpdate = {
  id: 'u1',
  title: 'Case Submitted',
  description: 'We received your case.',
  createdAt: '2025-03-04T15:00:00.000Z',
  createdBy: 'TRA Team',
  isPublic: true,
};

const internalNote: CaseUpdate = {
  id: 'u2',
  title: 'Called the resort',
  description: 'They will only talk to the attorney.',
  createdAt: '2025-03-06T09:30:00.000Z',
  createdBy: 'Smith & Partners Law',
  isPublic: false,
};

const contract: CaseDocumentView = {
  id: 'd1',
  fileName: 'contract.pdf',
  fileType: 'application/pdf',
  fileSize: 204_800,
  documentType: 'contract',
  uploadedBy: 'Mary Jones',
  isPublic: false,
  createdAt: '2025-03-04T16:00:00.000Z',
};

function detail(updates = [internalNote, submittedUpdate]): AdminCaseDetail {
  return { case: assigned, updates, documents: [contract], requests: [] };
}

/** The cases screen with case-2 to open; `handler` may answer first. */
function serveCase(handler: FetchHandler = () => undefined) {
  serve(
    ...casesServer(
      (method, url, body) =>
        handler(method, url, body) ??
        (method === 'GET' && url === CASE_URL ? jsonResponse(detail()) : undefined),
    ),
  );
}

/** The value of one fact in the case summary. */
function fact(dialog: HTMLElement, term: string) {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

async function openCase() {
  const view = renderAt('/admin/cases', casesRoute);
  await view.user.click(await screen.findByRole('button', { name: 'Open case TRA-2025-0002' }));
  const dialog = screen.getByRole('dialog', { name: 'Case TRA-2025-0002' });
  await within(dialog).findByRole('heading', { name: 'Summary' });
  return { ...view, dialog };
}

describe('A case opened from the list', () => {
  it('shows the summary, every update newest first with internal ones marked, and documents', async () => {
    serveCase();
    const { dialog } = await openCase();

    expect(dialog).toHaveTextContent('Tom Brown: Bay Club');
    expect(fact(dialog, 'Client')).toHaveTextContent('Tom Browntom@example.com');
    expect(fact(dialog, 'Status')).toHaveTextContent('In Progress');
    expect(fact(dialog, 'Priority')).toHaveTextContent('Medium');
    expect(fact(dialog, 'Partner')).toHaveTextContent('Smith & Partners Law');
    expect(fact(dialog, 'Staff owner')).toHaveTextContent('Dana Whitfield');
    expect(fact(dialog, 'Opened on')).toHaveTextContent('March 4, 2025');

    const updates = within(dialog).getByRole('list', { name: 'Updates' });
    const items = within(updates).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Called the resort',
      'Case Submitted',
    ]);
    expect(items[0]).toHaveTextContent('Internal');
    expect(items[0]).not.toHaveTextContent('Visible to client');
    expect(items[0]).toHaveTextContent('By Smith & Partners Law');
    expect(items[1]).toHaveTextContent('Visible to client');
    expect(items[1]).not.toHaveTextContent('Internal');

    const documents = within(dialog).getByRole('list', { name: 'Documents' });
    expect(documents).toHaveTextContent('contract.pdf');
    expect(documents).toHaveTextContent('Contract');
    expect(documents).toHaveTextContent('Internal');
  });

  it('says when the case cannot be loaded', async () => {
    serveCase((method, url) =>
      method === 'GET' && url === CASE_URL
        ? jsonResponse({ message: 'That case could not be found.' }, 404)
        : undefined,
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('button', { name: 'Open case TRA-2025-0002' }));
    const dialog = screen.getByRole('dialog', { name: 'Case TRA-2025-0002' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this case.');
    expect(alert).toHaveTextContent('That case could not be found.');
  });

  it('changes the priority with PATCH and refreshes the case', async () => {
    let priority = assigned.priority;
    serveCase((method, url, body) => {
      if (method === 'PATCH' && url === CASE_URL) {
        priority = (body as { priority: typeof priority }).priority;
        return jsonResponse({ ...assigned, priority });
      }
      if (method === 'GET' && url === CASE_URL) {
        return jsonResponse({ ...detail(), case: { ...assigned, priority } });
      }
      return undefined;
    });
    const { user, dialog } = await openCase();
    const choice = within(dialog).getByLabelText('Change the priority');
    expect(choice).toHaveValue('medium');

    // The same priority again is not a change.
    await user.click(within(dialog).getByRole('button', { name: 'Save priority' }));
    expect(await within(dialog).findByText('The priority is already Medium.')).toBeInTheDocument();
    expect(calls('PATCH', CASE_URL)).toHaveLength(0);

    await user.selectOptions(choice, 'urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Save priority' }));
    expect(await sentOnce('PATCH', CASE_URL)).toEqual({ priority: 'urgent' });
    expect(await toastTitle('Priority saved')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Case TRA-2025-0002 is now Urgent priority.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', CASE_URL)).toHaveLength(2));
  });

  it('adds an internal update with isPublic false, and clears the form', async () => {
    let updates = [internalNote, submittedUpdate];
    serveCase((method, url, body) => {
      if (method === 'POST' && url === UPDATES_URL) {
        const added = {
          ...(body as Pick<CaseUpdate, 'title' | 'description' | 'isPublic'>),
          id: 'u3',
          createdAt: '2025-03-07T10:00:00.000Z',
          createdBy: 'TRA Team',
        };
        updates = [added, ...updates];
        return jsonResponse(added, 201);
      }
      if (method === 'GET' && url === CASE_URL) return jsonResponse(detail(updates));
      return undefined;
    });
    const { user, dialog } = await openCase();

    const visible = within(dialog).getByRole('checkbox', { name: 'Visible to client' });
    expect(visible).toBeChecked();
    expect(visible).toHaveAccessibleDescription(/Untick it to keep the update internal/);
    await user.type(within(dialog).getByLabelText('Title'), 'Waiting for the resort');
    await user.type(
      within(dialog).getByLabelText('Description'),
      'Chased the resort by letter; answer due in two weeks.',
    );
    await user.click(visible);
    await user.click(within(dialog).getByRole('button', { name: 'Save update' }));

    expect(await sentOnce('POST', UPDATES_URL)).toEqual({
      title: 'Waiting for the resort',
      description: 'Chased the resort by letter; answer due in two weeks.',
      isPublic: false,
    });
    expect(await toastTitle('Update added')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        '“Waiting for the resort” is internal: the client will not see it.',
      ),
    ).toBeInTheDocument();
    const newest = await waitFor(() => {
      const item = within(within(dialog).getByRole('list', { name: 'Updates' })).getAllByRole(
        'listitem',
      )[0];
      expect(item).toHaveTextContent('Waiting for the resort');
      return item;
    });
    expect(newest).toHaveTextContent('Internal');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Visible to client' })).toBeChecked();
  });

  it('sends a public update unless unticked, and shows the server field errors on the fields', async () => {
    serveCase((method, url) =>
      method === 'POST' && url === UPDATES_URL
        ? jsonResponse(
            {
              message: 'Please check the highlighted fields.',
              code: 'VALIDATION_ERROR',
              issues: [{ path: 'title', message: 'Title must be 200 characters or fewer.' }],
            },
            400,
          )
        : undefined,
    );
    const { user, dialog } = await openCase();

    await user.click(within(dialog).getByRole('button', { name: 'Save update' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(calls('POST', UPDATES_URL)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Good news');
    await user.type(within(dialog).getByLabelText('Description'), 'The resort replied.');
    await user.click(within(dialog).getByRole('button', { name: 'Save update' }));
    expect(await sentOnce('POST', UPDATES_URL)).toEqual({
      title: 'Good news',
      description: 'The resort replied.',
      isPublic: true,
    });
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('Title must be 200 characters or fewer.'),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to add the update');
  });

  it('opens the partner dialog above the case, which stays open', async () => {
    serveCase();
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByRole('button', { name: 'Reassign partner' }));
    const assign = screen.getByRole('dialog', { name: 'Reassign case TRA-2025-0002' });
    expect(await within(assign).findByLabelText('Partner attorney')).toBeInTheDocument();

    await user.click(within(assign).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).not.toHaveAttribute('open'));
    expect(dialog).toHaveAttribute('open');
  });
});
