/**
 * 'Client Portal' + company name: tabs Client Details (basic info, portal credentials, password reset),
 * Properties, Contracts (property contracts) and Linen Services (docs/product.md §1.2.5), and the
 * client's Statement, as the owner's portal shows it, for staff who read invoices (issue 23 item 5).
 */
import { canReadInvoices, clientAbilities } from '@shared/domain/abilities';
import { useState, type FormEvent } from 'react';
import { Building2, Copy, FileText, KeyRound, Shirt } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, MESSAGES } from '@shared/constants';
import { portalCredentialsText, portalPasswordProblem } from '@shared/domain/clients';
import { formatPence } from '@shared/domain/money';
import type { TClient } from '@shared/schemas/clients';
import { useSession, subjectOf } from '@web/lib/session';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  EmptyState,
  Field,
  SectionSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type BadgeVariant,
} from '@web/components/ui';
import { PasswordInput } from '@web/features/auth/PasswordInput';
import { errorMessage } from '@web/lib/api';
import { copyText } from '@web/lib/clipboard';
import { LinenServiceCard } from '../portal/components/LinenServiceCard';
import { PropertySummaryCard } from '../portal/components/PropertySummaryCard';
import { Detail, DetailList } from './ClientOverview';
import { ClientStatusBadge } from './ClientStatusBadge';
import { formatDate } from '@shared/format-dates';
import { useClientLinenCards } from './use-client-linen-cards';
import { useClientProperties } from './use-client-properties';
import { useClientPropertyContracts, type ClientPropertyContract } from './use-client-property-contracts';
import { usePortalPassword } from './use-portal-password';
import { StatementView } from '../statements/StatementView';

export function ClientPortalDialog({ client, onClose }: { client: TClient | null; onClose: () => void }) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      title={client ? `Client Portal - ${client.name}` : 'Client Portal'}
      size="xl"
    >
      {client && <PortalTabs client={client} />}
    </Dialog>
  );
}

/** The tabs, opened on Client Details each time the dialog opens; the statement is read only when its tab is chosen. */
function PortalTabs({ client }: { client: TClient }) {
  const me = useSession();
  const statements = canReadInvoices(subjectOf(me));
  const [tab, setTab] = useState('details');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Client Portal">
        <TabsTrigger value="details">Client Details</TabsTrigger>
        <TabsTrigger value="properties">Properties</TabsTrigger>
        <TabsTrigger value="contracts">Contracts</TabsTrigger>
        <TabsTrigger value="linen">Linen Services</TabsTrigger>
        {statements && <TabsTrigger value="statement">Statement</TabsTrigger>}
      </TabsList>
      <TabsContent value="details">
        <PortalDetails client={client} />
      </TabsContent>
      <TabsContent value="properties">
        <PortalProperties clientId={client.id} />
      </TabsContent>
      <TabsContent value="contracts">
        <PortalContracts clientId={client.id} />
      </TabsContent>
      <TabsContent value="linen">
        <PortalLinen clientId={client.id} />
      </TabsContent>
      {statements && <TabsContent value="statement">{tab === 'statement' && <StatementView clientId={client.id} />}</TabsContent>}
    </Tabs>
  );
}

// ── Client Details ──────────────────────────────────────────────────────────────────────────────
function PortalDetails({ client }: { client: TClient }) {
  const me = useSession();
  const canReset = clientAbilities(subjectOf(me), client, me.user.id).resetPassword;

  async function copyCredentials() {
    const text = portalCredentialsText({ username: client.username, loginEmail: client.loginEmail, loginUrl: `${window.location.origin}/login` });
    if (await copyText(text)) toast.success(CLIENT_MESSAGES.credentialsCopied, { duration: 2000 });
    else toast.error('Could not copy. Please copy the details by hand.');
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="portal-basic" className="space-y-3">
        <h3 id="portal-basic" className="text-sm font-semibold text-slate-900">
          Basic information
        </h3>
        <DetailList>
          <Detail label="Company Name">{client.name}</Detail>
          <Detail label="Contact Name">{client.contactName || '—'}</Detail>
          <Detail label="Primary Email">{client.primaryEmail}</Detail>
          <Detail label="Phone">{client.phone || '—'}</Detail>
          <Detail label="Status">
            <ClientStatusBadge status={client.status} />
          </Detail>
          <Detail label="Client Since">{formatDate(client.createdAt)}</Detail>
        </DetailList>
      </section>

      <section aria-labelledby="portal-credentials" className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="portal-credentials" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-4" />
            Portal credentials
          </h3>
          <Button variant="outline" size="sm" onClick={() => void copyCredentials()}>
            <Copy aria-hidden="true" />
            Copy credentials
          </Button>
        </div>
        <DetailList>
          <Detail label="Username">{client.username || 'Not set'}</Detail>
          <Detail label="Login Email">{client.loginEmail || 'No portal login yet'}</Detail>
        </DetailList>
        {canReset && (client.loginEmail ? <ResetPassword clientId={client.id} /> : <p className="text-sm text-slate-600">{CLIENT_MESSAGES.noPortalLogin}</p>)}
      </section>
    </div>
  );
}

function ResetPassword({ clientId }: { clientId: string }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = usePortalPassword(clientId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = portalPasswordProblem(password);
    setProblem(local);
    if (local) return;
    reset.mutate(password, {
      onSuccess: () => {
        setPassword('');
        toast.success(CLIENT_MESSAGES.portalPasswordReset);
      },
      onError: (error) => setProblem(errorMessage(error, MESSAGES.failedResetPassword)),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <Field label="Reset password" hint={CLIENT_MESSAGES.portalPasswordHint} error={problem ?? undefined}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="min-w-0 flex-1">
            <PasswordInput
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblem(null);
              }}
            />
          </div>
          <Button type="submit" loading={reset.isPending}>
            Reset
          </Button>
        </div>
      </Field>
      <p className="text-xs text-slate-600">The client is signed out everywhere and uses the new password from now on.</p>
    </form>
  );
}

// ── Properties ──────────────────────────────────────────────────────────────────────────────────
function PortalProperties({ clientId }: { clientId: string }) {
  const properties = useClientProperties(clientId);
  if (properties.isPending) return <SectionSpinner label="Loading properties" />;
  if (properties.isError) return <Alert variant="error">{errorMessage(properties.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>;
  if (properties.data.length === 0) return <EmptyState icon={Building2} title="No properties yet" />;
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Properties">
      {properties.data.map((p) => (
        <li key={p.id}>
          <PropertySummaryCard property={p} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

// ── Contracts (property contracts) ──────────────────────────────────────────────────────────────
const contractVariant: Record<string, BadgeVariant> = { draft: 'neutral', sent: 'info', signed: 'success', active: 'success', cancelled: 'danger' };

function PortalContracts({ clientId }: { clientId: string }) {
  const contracts = useClientPropertyContracts(clientId);
  if (contracts.isPending) return <SectionSpinner label="Loading contracts" />;
  if (contracts.isError) return <Alert variant="error">{errorMessage(contracts.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>;
  if (contracts.data.length === 0) return <EmptyState icon={FileText} title={CLIENT_MESSAGES.noContracts} />;
  return (
    <ul className="space-y-3" aria-label="Property contracts">
      {contracts.data.map((c) => (
        <PropertyContractItem key={c.id} contract={c} />
      ))}
    </ul>
  );
}

function PropertyContractItem({ contract: c }: { contract: ClientPropertyContract }) {
  const title = c.title ?? c.contractTitle ?? 'Contract';
  const propertyName = c.propertyName ?? c.property?.name ?? null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">
          {[propertyName, c.depositAmountPence !== undefined ? `Deposit ${formatPence(c.depositAmountPence)}` : null, c.signedDate ? `Signed ${formatDate(c.signedDate)}` : null, c.createdAt ? `Created ${formatDate(c.createdAt)}` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Badge variant={contractVariant[c.status] ?? 'neutral'}>{c.status.charAt(0).toUpperCase() + c.status.slice(1)}</Badge>
    </li>
  );
}

// ── Linen Services ──────────────────────────────────────────────────────────────────────────────
function PortalLinen({ clientId }: { clientId: string }) {
  const cards = useClientLinenCards(clientId);
  if (cards.isPending) return <SectionSpinner label="Loading linen services" />;
  if (cards.isError) return <Alert variant="error">{errorMessage(cards.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>;
  if (cards.data.length === 0) return <EmptyState icon={Shirt} title={CLIENT_MESSAGES.noLinenServices} />;
  const now = new Date();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Linen services">
      {cards.data.map((card) => (
        <li key={card.id}>
          <LinenServiceCard card={card} now={now} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
