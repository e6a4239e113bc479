import { FileText, Handshake, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffUser } from '@shared/contracts/auth';
import { StaffHeader } from '@client/components/staff-header';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';

/** The staff area's start page: who is signed in and what the area offers. */
export function StaffHome({ user }: { user: StaffUser }) {
  return (
    <div className="space-y-10">
      <StaffHeader user={user} title="Staff Area" />

      <section aria-labelledby="staff-tools-title" className="space-y-4">
        <h2 id="staff-tools-title" className="text-2xl font-bold text-ink-900">
          What you can do here
        </h2>
        <Card className="space-y-3">
          <h3 className="flex items-center gap-3 text-xl font-bold text-ink-900">
            <FileText aria-hidden="true" className="h-6 w-6 text-brand-700" />
            Content management
          </h3>
          <p className="text-ink-700">
            Write, edit and publish the articles and categories of the education centre. Open to
            editors and administrators.
          </p>
          <Link
            to={paths.cms.getHref()}
            className={buttonClassName('primary', 'md', 'no-underline')}
          >
            Open content management
          </Link>
        </Card>
      </section>

      {user.role === 'admin' ? (
        <section aria-labelledby="staff-planned-title" className="space-y-4">
          <h2 id="staff-planned-title" className="text-2xl font-bold text-ink-900">
            Planned for administrators
          </h2>
          <p className="text-ink-700">These tools are not available yet.</p>
          <ul className="space-y-3">
            <li className="flex items-start gap-3">
              <Handshake aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-ink-600" />
              <span>Reviewing partner applications and inviting approved partners.</span>
            </li>
            <li className="flex items-start gap-3">
              <Users aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-ink-600" />
              <span>Assigning client cases to verified partners.</span>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
