import { useParams } from 'react-router';
import { LegalItemPage } from '@client/features/legal/components/legal-item-page';

/** /legal-database/{resourceType}/{id}: one entry of the legal database. */
export default function LegalItemRoute() {
  const { resourceType = '', id = '' } = useParams();
  // A new entry starts afresh (its own letter boxes).
  return <LegalItemPage key={`${resourceType}/${id}`} resourceType={resourceType} id={id} />;
}
