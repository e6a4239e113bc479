import { LegalDatabase } from '@client/features/legal/components/legal-database';

/** Requirements §2 Legal database (/legal). */
export default function LegalPage() {
  return <LegalDatabase />;
}
