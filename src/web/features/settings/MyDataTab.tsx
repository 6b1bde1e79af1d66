/**
 * My data (property owners; issue 10 item 12, decisions 0145 and 0146): download one archive of
 * everything the service holds about you, or erase your account (confirmed by typing your e-mail).
 */
import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { confirmsEmail, ERASURE_SUMMARY } from '@shared/domain/erasure';
import { MY_DATA_MESSAGES as M } from '@shared/schemas/my-data';
import { useSession } from '@web/lib/session';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, Field, Input } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { apiClient } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';
import { SettingsSection } from './SettingsSection';
import { useEraseAccount } from './use-erase-account';

export function MyDataTab() {
  return (
    <div className="space-y-6">
      <SettingsSection
        title="Download my data"
        description="One ZIP archive of your client record, properties, contracts (with the signed PDFs), linen requests, collections, damages, payments and subscriptions."
      >
        <DownloadButton />
      </SettingsSection>
      <EraseSection />
    </div>
  );
}

/** Fetches the archive first, so a refusal (too many downloads, signed out) is shown here, not saved as a file. */
function DownloadButton() {
  const download = useMutation({
    mutationFn: async () => saveBlob(await apiClient.blob('get', '/api/me/data/export'), `my-data-${new Date().toISOString().slice(0, 10)}.zip`),
  });
  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        loading={download.isPending}
        loadingText="Preparing..."
        onClick={() => download.mutate()}
      >
        <Download aria-hidden="true" />
        Download my data
      </Button>
      {download.isError && <Alert variant="error">{errorMessage(download.error, M.exportFailed)}</Alert>}
    </div>
  );
}

function EraseSection() {
  const me = useSession();
  const erase = useEraseAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = confirmsEmail(typed, me.user.email);
  const close = (next: boolean) => {
    if (erase.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      erase.reset();
    }
  };

  return (
    <SettingsSection
      title="Erase my account"
      description="Removes your name, e-mail address, phone number, home address, notes and photo, and signs you out for good. Signed contracts, invoices and payments are kept: the dialog lists what is kept and why."
    >
      <Dialog
        open={open}
        onOpenChange={close}
        title="Erase your account?"
        description="This cannot be undone. You will be signed out and cannot sign in again."
        trigger={
          <Button variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden="true" />
            Erase my account
          </Button>
        }
        footer={
          <DialogActions busy={erase.isPending} onCancel={() => close(false)}>
            <Button
              variant="destructive"
              disabled={!confirmed}
              loading={erase.isPending}
              loadingText="Erasing..."
              onClick={() => erase.mutate(typed)}
            >
              Erase my account
            </Button>
          </DialogActions>
        }
      >
        <div className="space-y-4">
          {erase.isError && (
            <Alert variant="error" title="Your account was not erased">
              {errorMessage(erase.error)}
            </Alert>
          )}
          <ErasureSummary />
          <Field label={M.typeEmail} hint={`Type ${me.user.email}`}>
            <Input type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field>
        </div>
      </Dialog>
    </SettingsSection>
  );
}

/** What the erasure deletes and keeps, and why (decision 0146): the server does exactly this. */
function ErasureSummary() {
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <section aria-labelledby="erase-deleted">
        <h3 id="erase-deleted" className="font-semibold text-slate-900">
          What is deleted
        </h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {ERASURE_SUMMARY.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="erase-kept">
        <h3 id="erase-kept" className="font-semibold text-slate-900">
          What we keep, and why
        </h3>
        <ul className="mt-1 list-disc space-y-2 pl-5">
          {ERASURE_SUMMARY.kept.map((item) => (
            <li key={item.what}>
              {item.what} <span className="text-slate-600">{item.why}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
