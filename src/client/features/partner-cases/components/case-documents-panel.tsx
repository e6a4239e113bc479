import { Trans } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { Button } from '@client/components/ui/button';
import { DocumentItem } from './document-item';

export interface CaseDocumentsPanelProps {
  partnerId: string;
  caseId: string;
  documents: CaseDocumentView[];
  onUpload: () => void;
}

/** The Documents tab: every document of the case, and Upload Document. */
export function CaseDocumentsPanel({
  partnerId,
  caseId,
  documents,
  onUpload,
}: CaseDocumentsPanelProps) {
  return (
    <section aria-labelledby="case-documents-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="case-documents-heading" className="text-xl font-bold text-ink-900">
          <Trans>Documents</Trans>
        </h3>
        <Button onClick={onUpload}>
          <Upload aria-hidden="true" className="h-5 w-5" />
          <Trans>Upload Document</Trans>
        </Button>
      </div>
      <p className="text-ink-700">
        <Trans>
          A new document is private: only your firm and our team can see it until you make it
          visible to the client.
        </Trans>
      </p>
      {documents.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>There are no documents on this case yet.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="case-documents-heading" className="space-y-3">
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              partnerId={partnerId}
              caseId={caseId}
              document={document}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
