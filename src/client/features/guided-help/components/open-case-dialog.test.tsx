import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan } from '@shared/guided-help/plan';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { completeHelpAnswers } from '@client/testing/help-answers';
import { renderWithQueryClient } from '@client/testing/render';
import OpenCaseDialog from './open-case-dialog';

const api = stubFetchForEachTest();
beforeAll(installDialogMethods);

const answers = completeHelpAnswers({ state: 'florida' });

describe('OpenCaseDialog', () => {
  it('drafts the case in the page’s language and says what is missing in it', async () => {
    i18n.activate('es');
    storeSignIn('client', 'client-token', { id: 'u-1', firstName: 'Rosa' });
    api.serve((method, url) =>
      method === 'POST' && url === '/api/cases'
        ? jsonResponse({ id: 'c-1', caseNumber: 'TRA-2026-0001' }, 201)
        : undefined,
    );
    const { user } = renderWithQueryClient(
      <MemoryRouter>
        <OpenCaseDialog
          open
          onOpenChange={() => undefined}
          answers={answers}
          plan={buildPlan(answers, '2026-11-25')}
        />
      </MemoryRouter>,
    );

    const situation = screen.getByLabelText('Su situación') as HTMLTextAreaElement;
    // What the person reads and may change before sending is Spanish, not the English draft.
    expect(situation.value).toContain('De la entrevista «¿Qué puedo hacer?»:');
    expect(situation.value).not.toContain('From the "What can I do?" interview:');

    await user.click(screen.getByRole('button', { name: 'Abrir mi caso' }));
    expect(
      await screen.findByText(
        'Complete la empresa de tiempo compartido y los detalles de su situación.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/cases')).toHaveLength(0);

    await user.type(
      screen.getByLabelText('Empresa de tiempo compartido (complejo turístico o desarrollador)'),
      'Sunset Resorts',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir mi caso' }));
    const sent = (await api.sentOnce('POST', '/api/cases')) as Record<string, string>;
    expect(sent.timeshareCompany).toBe('Sunset Resorts');
    expect(sent.situation).toContain('De la entrevista «¿Qué puedo hacer?»:');
  });
});
