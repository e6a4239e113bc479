import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import { ASSIGNED_UPDATE_TITLE } from '@shared/contracts/admin-cases';
import { CASE_SUBMITTED_DESCRIPTION } from './service';
import { assignedUpdateDescription } from '@server/modules/admin-cases/case-assignment';
import { caseUpdateText } from '@shared/case-update-texts';

const spanish = setupI18n({
  locale: 'es',
  messages: {
    es: {
      'Case Submitted': 'Caso enviado',
      'Assigned to a partner attorney': 'Asignado a un abogado socio',
      'Thank you. We have received your case, and a member of our team will be in touch within 24-48 hours.':
        'Gracias.',
      '{firm}, a verified partner in our network, is now working on your case. They will be in touch with you soon.':
        '{firm} trabaja ahora en su caso.',
    },
  },
});

describe('caseUpdateText', () => {
  it('knows every update the server writes, word for word', () => {
    expect(caseUpdateText(spanish, CASE_SUBMITTED_TITLE)).toBe('Caso enviado');
    expect(caseUpdateText(spanish, CASE_SUBMITTED_DESCRIPTION)).toBe('Gracias.');
    expect(caseUpdateText(spanish, ASSIGNED_UPDATE_TITLE)).toBe('Asignado a un abogado socio');
    expect(caseUpdateText(spanish, assignedUpdateDescription('Harbor Point Consumer Law'))).toBe(
      'Harbor Point Consumer Law trabaja ahora en su caso.',
    );
  });

  it("leaves anyone's own words as written", () => {
    expect(caseUpdateText(spanish, 'Documents received {today}')).toBe(
      'Documents received {today}',
    );
  });
});
