import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { LegalForm } from '@shared/contracts/legal';
import { isLetterPurpose } from '@shared/letters/purposes';
import { notFoundBoundary } from '@client/app/route-error';
import { deferredPart } from '@client/components/deferred-part';
import {
  LegalItemNotFoundPage,
  LegalItemPage,
} from '@client/features/legal/components/legal-item-page';

// The letter panel (fields, preview, PDF and Word downloads) is not in the page's first JavaScript.
const LetterPanel = deferredPart(() =>
  import('@client/features/letters/components/letter-panel').then((m) => m.LetterPanel),
);

/**
 * A form that is one of our ready-to-send letters gets the letters panel, with the state it is
 * written for (the letter for every state asks for one); the others keep their own letter box.
 */
function formLetter(form: LegalForm) {
  if (!form.purpose || !isLetterPurpose(form.purpose)) return null;
  // A form's jurisdiction is 'federal' (every state) or a state, named like the rules' ids.
  const stateId = form.jurisdiction === 'federal' ? undefined : form.jurisdiction;
  return (
    <section aria-labelledby="legal-form-letter" className="space-y-4">
      <h2 id="legal-form-letter" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Fill in your letter</Trans>
      </h2>
      <LetterPanel purpose={form.purpose} stateId={stateId} />
    </section>
  );
}

/** /legal-database/{resourceType}/{id}: one entry of the legal database. */
export default function LegalItemRoute() {
  const { resourceType = '', id = '' } = useParams();
  // A new entry starts afresh (its own letter boxes).
  return (
    <LegalItemPage
      key={`${resourceType}/${id}`}
      resourceType={resourceType}
      id={id}
      formLetter={formLetter}
    />
  );
}

/** An unknown entry or kind of entry, as the server found it (404). */
export const ErrorBoundary = notFoundBoundary(LegalItemNotFoundPage);
