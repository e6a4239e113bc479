import { useParams } from 'react-router';
import { notFoundBoundary } from '@client/app/route-error';
import {
  LegalItemNotFoundPage,
  LegalItemPage,
} from '@client/features/legal/components/legal-item-page';

/** /legal-database/{resourceType}/{id}: one entry of the legal database. */
export default function LegalItemRoute() {
  const { resourceType = '', id = '' } = useParams();
  // A new entry starts afresh (its own letter boxes).
  return <LegalItemPage key={`${resourceType}/${id}`} resourceType={resourceType} id={id} />;
}

/** An unknown entry or kind of entry, as the server found it (404). */
export const ErrorBoundary = notFoundBoundary(LegalItemNotFoundPage);
