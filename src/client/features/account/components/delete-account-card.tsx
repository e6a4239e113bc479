import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from './settings-card';

/** The danger zone: deleting the account, behind a confirmation dialog. */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      id="delete-account-title"
      title={t`Delete my account`}
      danger
      intro={t`This removes your account and everything in it, including your cases and their documents. It cannot be undone.`}
    >
      <Button variant="danger-outline" size="lg" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="h-5 w-5" />
        <Trans>Delete my account</Trans>
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </SettingsCard>
  );
}
