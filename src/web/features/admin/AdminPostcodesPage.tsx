/**
 * /admin/postcodes, the Postcode Directory (issue 24 item 4): the super admin imports the ONS postcode
 * directory CSV so that the day's round is ordered by the shortest drive (without it, by postcode
 * district). Shows the import in use (file, who, when, rows read and postcodes kept), a failed newest
 * attempt, and the upload.
 */
import { useRef, useState, type ReactNode } from 'react';
import { FileUp, Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { TPostcodeImport } from '@shared/schemas/postcodes';
import { formatDateTime } from '@shared/format-dates';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { AdminNav } from './AdminNav';
import { Facts } from './Facts';
import { usePostcodeImport, usePostcodeStatus } from './use-admin-postcodes';

const count = (n: number) => n.toLocaleString('en-GB');

function fileSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function importFacts(i: TPostcodeImport): [string, ReactNode][] {
  return [
    ['File', i.fileName ?? '—'],
    ['Imported by', i.importedBy?.name ?? '—'],
    ['Finished', formatDateTime(i.finishedAt)],
    ['Rows read', count(i.rowsRead)],
    ['Postcodes kept', count(i.rowsKept)],
  ];
}

function InUse({ current, latest }: { current: TPostcodeImport | null; latest: TPostcodeImport | null }) {
  const failed = latest && latest.error && latest.id !== current?.id ? latest : null;
  return (
    <Card aria-labelledby="postcodes-in-use">
      <CardHeader>
        <CardTitle id="postcodes-in-use">In Use</CardTitle>
        <CardDescription>
          {current ? 'Rounds are ordered by the shortest drive between these postcodes.' : 'No directory imported yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {current ? (
          <Facts items={importFacts(current)} />
        ) : (
          <Alert variant="info" title="Rounds are ordered by postcode district">
            Import the directory below to order them by the shortest drive.
          </Alert>
        )}
        {failed && (
          <Alert variant="warning" title={`The newest import failed (${formatDateTime(failed.finishedAt)})`}>
            {failed.fileName ? `${failed.fileName}: ` : ''}
            {failed.error} {current ? 'The postcodes in use are unchanged.' : ''}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function ImportFile({ maxBytes }: { maxBytes: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TPostcodeImport | null>(null);
  const upload = usePostcodeImport();
  const tooLarge = file !== null && file.size > maxBytes;

  async function run() {
    if (!file) return;
    setResult(null);
    try {
      const { import: done } = await upload.mutateAsync(file);
      setResult(done);
      setFile(null);
      if (input.current) input.current.value = '';
      toast.success(`Postcode directory imported: ${count(done.rowsKept)} postcodes kept.`);
    } catch {
      /* shown below */
    }
  }

  return (
    <Card aria-labelledby="postcodes-import">
      <CardHeader>
        <CardTitle id="postcodes-import">Import the Directory</CardTitle>
        <CardDescription>
          The ONS Postcode Directory (ONSPD) CSV. Only each postcode, whether it is still in use, and its latitude and longitude are
          kept; nothing else in the file is stored. The new file replaces the postcodes in use once it has been read to the end.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <FileUp aria-hidden="true" />
            Choose CSV file
          </Button>
          <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-slate-700" aria-live="polite">
            {file ? `${file.name} (${fileSize(file.size)})` : `No file chosen. Up to ${fileSize(maxBytes)}.`}
          </p>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="hidden"
            aria-label="Postcode directory file"
            data-testid="postcode-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
              setResult(null);
            }}
          />
        </div>
        {tooLarge && <Alert variant="error" title="This file is too large">The upload takes files up to {fileSize(maxBytes)}.</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={() => void run()} disabled={!file || tooLarge} loading={upload.isPending} loadingText="Importing...">
            <Upload aria-hidden="true" />
            Import
          </Button>
          {upload.isPending && <p className="text-sm text-slate-600">The full directory takes a few minutes to send and read. Keep this page open.</p>}
        </div>
        {upload.isError && (
          <Alert variant="error" title="The file was not imported">
            {errorMessage(upload.error)}
          </Alert>
        )}
        {result && (
          <Alert variant="success" title="Imported">
            Read {count(result.rowsRead)} rows and kept {count(result.rowsKept)} postcodes.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export default function AdminPostcodesPage() {
  const status = usePostcodeStatus();
  return (
    <>
      <PageHeader
        title="Postcode Directory"
        description="Where each postcode is, so that the day's round is ordered by the shortest drive."
      />
      <AdminNav />
      <div className="space-y-6">
        {status.isError && (
          <Alert variant="error" title="The postcode directory could not be loaded">
            {errorMessage(status.error)}
          </Alert>
        )}
        {!status.data && !status.isError && <SectionSpinner label="Loading the postcode directory" />}
        {status.data && (
          <>
            <InUse current={status.data.current} latest={status.data.latest} />
            <ImportFile maxBytes={status.data.maxBytes} />
          </>
        )}
      </div>
    </>
  );
}
