import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CmsLegalForm, CmsLegalFormSummary } from '@shared/contracts/cms-legal-forms';
import CmsPage from '@client/routes/cms';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { serve: serveFetch, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', editor));

const otherStates: CmsLegalForm = {
  id: 'form-1',
  title: 'Timeshare Cancellation Letter (Other States)',
  jurisdiction: 'federal',
  formType: 'letter',
  purpose: 'rescission',
  isPublic: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  description: 'Cancel within the period your state allows.',
  instructions: 'Send it by certified mail.',
  template:
    'Dear {{developerName}},\n\nUnder {{lawCitation}}, the law of {{stateName}}, I cancel within {{cancellationPeriod}}.\n\n{{buyerName}}',
};
const stopContact: CmsLegalFormSummary = {
  id: 'form-2',
  title: 'Stop Contacting Me',
  jurisdiction: 'federal',
  formType: 'letter',
  purpose: 'stop-contact',
  isPublic: true,
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const { description: _d, instructions: _i, template: _t, ...otherStatesSummary } = otherStates;

function serve(handler: FetchHandler = () => undefined) {
  serveFetch(handler, answerSessionCheck('staff', editor), (method, url) => {
    if (url === '/api/articles' || url === '/api/categories') return jsonResponse([]);
    if (url === '/api/cms/legal-forms') return jsonResponse([otherStatesSummary, stopContact]);
    if (url === '/api/cms/legal-forms/form-1' && method === 'GET') return jsonResponse(otherStates);
    return undefined;
  });
}

async function openOtherStatesLetter() {
  const rendered = renderAt('/cms?tab=letters', { '/cms': <CmsPage /> });
  await rendered.user.click(
    await screen.findByRole('button', { name: `Edit “${otherStates.title}”` }),
  );
  // The dialog shows a spinner until the form's texts have loaded, then the fields.
  await screen.findByLabelText('Letter text');
  const dialog = screen.getByRole('dialog', { name: `Edit “${otherStates.title}”` });
  return { ...rendered, dialog };
}

describe('Letters & forms', () => {
  it('lists the forms with their letter and filters them by letter and title', async () => {
    serve();
    const { user } = renderAt('/cms?tab=letters', { '/cms': <CmsPage /> });
    expect(await screen.findByRole('heading', { name: otherStates.title })).toBeInTheDocument();
    const row = screen.getByRole('heading', { name: otherStates.title }).closest('li')!;
    expect(row).toHaveTextContent('Cancellation (rescission) letter');
    expect(row).toHaveTextContent('Public');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Letter'), 'stop-contact');
    expect(screen.queryByRole('heading', { name: otherStates.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: stopContact.title })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Letter'), 'all');
    await user.type(screen.getByLabelText('Search letters and forms'), 'cancellation');
    expect(screen.queryByRole('heading', { name: stopContact.title })).not.toBeInTheDocument();
  });

  it('previews the letter with its boxes named and warns before a law placeholder is lost', async () => {
    serve();
    const { user, dialog } = await openOtherStatesLetter();
    const preview = within(dialog).getByTestId('letter-preview');
    expect(preview).toHaveTextContent('Dear [Seller (developer) name],');
    expect(preview).toHaveTextContent('[Your full name]');
    const template = within(dialog).getByLabelText('Letter text');
    await user.clear(template);
    await user.type(template, 'I cancel within 10 days.');
    expect(dialog).toHaveTextContent(/must keep \{\{stateName\}\}, \{\{lawCitation\}\}/);
    expect(within(dialog).getByTestId('letter-preview')).toHaveTextContent(
      'I cancel within 10 days.',
    );
  });

  it('sends the texts and shows the server’s reason when it refuses', async () => {
    serve((method, url) =>
      method === 'PUT' && url === '/api/cms/legal-forms/form-1'
        ? jsonResponse(
            { code: 'VALIDATION_ERROR', message: 'The letter has a broken placeholder "{{x".' },
            400,
          )
        : undefined,
    );
    const { user, dialog } = await openOtherStatesLetter();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Cancel my timeshare');
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await sentOnce('PUT', '/api/cms/legal-forms/form-1')).toEqual({
      title: 'Cancel my timeshare',
      description: otherStates.description,
      instructions: otherStates.instructions,
      template: otherStates.template,
      isPublic: true,
    });
    expect(await toastTitle('Failed to update letter')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('broken placeholder');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Cancel my timeshare');
  });

  it('blocks an empty title without sending anything', async () => {
    serve();
    const { user, dialog } = await openOtherStatesLetter();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(calls('PUT', '/api/cms/legal-forms/form-1')).toHaveLength(0);
  });
});
