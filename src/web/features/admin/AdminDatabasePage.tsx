/**
 * /admin/database, Database Connection Information (docs/product.md §2.2, §2.4): the connection test with
 * its four states (not tested, testing, success, failed), the database kind, host, database name and
 * user (never the password: the server does not send it), the auth secret masked (only its last 4
 * characters ever reach the browser), and the main tables with their row counts.
 */
import { useState, type ReactNode } from 'react';
import { PlugZap } from 'lucide-react';
import { ADMIN_MESSAGES } from '@shared/domain/admin-console';
import type { TDatabaseInfo } from '@shared/schemas/admin';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { TestConnectionStatus, type TestStatus } from '@web/features/setup/TestConnectionStatus';
import { AdminNav } from './AdminNav';
import { Facts } from './Facts';
import { SecretTail } from './SecretTail';
import { useDatabaseInfo, useDatabaseTest } from './use-admin-database';

function ConnectionTest() {
  const test = useDatabaseTest();
  const [status, setStatus] = useState<TestStatus>({ state: 'idle' });
  async function run() {
    setStatus({ state: 'testing' });
    try {
      const result = await test.mutateAsync();
      setStatus(
        result.ok ? { state: 'success', message: `${result.message} (${result.latencyMs} ms)` } : { state: 'failed', reason: result.message },
      );
    } catch {
      setStatus({ state: 'failed', reason: ADMIN_MESSAGES.unableToConnect });
    }
  }
  return (
    <Card aria-labelledby="connection-test">
      <CardHeader>
        <CardTitle id="connection-test">Connection Test</CardTitle>
        <CardDescription>Asks the database for its users, as the app does on every sign-in.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TestConnectionStatus status={status} failedTitle={ADMIN_MESSAGES.connectionFailed} />
        <Button onClick={() => void run()} disabled={status.state === 'testing'}>
          <PlugZap aria-hidden="true" />
          Test Connection
        </Button>
      </CardContent>
    </Card>
  );
}

function ConnectionDetails({ info }: { info: TDatabaseInfo }) {
  const embedded = info.kind === 'pglite';
  const rows: [string, ReactNode][] = [
    ['Database', info.kindLabel],
    ['Host', embedded ? 'In the app process (no network)' : `${info.host ?? '—'}${info.port ? `:${info.port}` : ''}`],
    ['Database name', embedded ? 'Files under the data directory' : (info.database ?? '—')],
    ['User', embedded ? '—' : (info.user ?? '—')],
    ['Auth secret (BETTER_AUTH_SECRET)', <SecretTail key="secret" tail={info.authSecretTail} />],
  ];
  return (
    <Card aria-labelledby="connection-details">
      <CardHeader>
        <CardTitle id="connection-details">Connection</CardTitle>
        <CardDescription>From DATABASE_URL; its password is never shown.</CardDescription>
      </CardHeader>
      <CardContent>
        <Facts items={rows} />
      </CardContent>
    </Card>
  );
}

function TableCounts({ tables }: { tables: TDatabaseInfo['tables'] }) {
  return (
    <Card aria-labelledby="main-tables">
      <CardHeader>
        <CardTitle id="main-tables">Main Tables</CardTitle>
        <CardDescription>Small tables are counted exactly; a large one shows the database’s estimate, marked ≈.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Main tables" className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
          {tables.map((t) => (
            <li key={t.name} data-table={t.name} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0">
                <span className="font-mono [overflow-wrap:anywhere]">{t.name}</span>
                {t.table !== t.name && <span className="block text-xs text-slate-600">customer ids of our {t.table}</span>}
              </span>
              <span className="shrink-0 text-right text-slate-900 tabular-nums">
                {t.estimated ? <abbr title="Estimate">≈ {t.rows.toLocaleString('en-GB')}</abbr> : t.rows.toLocaleString('en-GB')} rows
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export default function AdminDatabasePage() {
  const info = useDatabaseInfo();
  return (
    <>
      <PageHeader title="Database Connection Information" description="Where the data lives, whether it answers, and how much there is." />
      <AdminNav />
      <div className="space-y-6">
        <ConnectionTest />
        {info.isError && (
          <Alert variant="error" title={ADMIN_MESSAGES.failedLoadDatabase}>
            {errorMessage(info.error, ADMIN_MESSAGES.unableToConnect)}
          </Alert>
        )}
        {!info.data && !info.isError && <SectionSpinner label="Loading database information" />}
        {info.data && (
          <>
            <ConnectionDetails info={info.data} />
            <TableCounts tables={info.data.tables} />
          </>
        )}
      </div>
    </>
  );
}
