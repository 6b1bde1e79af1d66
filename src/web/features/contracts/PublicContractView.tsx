/**
 * The public contract page (docs/product.md §1.2.7): anyone holding an active link views and signs the contract
 * without an account. States: Loading, 'Contract Not Found', a load error, the unsigned draft with the
 * signing form, the success card right after signing, and the signed, read-only contract.
 *
 * It needs no router: the server renders it into /contract/{token} with the contract (or the error it
 * answered) as `initial`, and contract-main.tsx hydrates that HTML (decision 0150). Inside the app,
 * PublicContractPage shows it without `initial`, and it asks for the contract itself.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleCheck, Download, FileWarning, Home, PenLine, RotateCw, SearchX, ShieldCheck } from 'lucide-react';
import { CONTRACT_MESSAGES } from '@shared/constants';
import { depositMismatch, depositMismatchMessage } from '@shared/domain/contracts';
import type { TPublicContract, TPublicSignResult } from '@shared/schemas/contracts';
import { PublicPageLayout } from '@web/components/PublicPageLayout';
import { Alert, Badge, Button, Spinner } from '@web/components/ui';
import { ApiError, errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { publicPdfUrl } from './contract-urls';
import { formatDate, formatDateTime, formatTime } from '@shared/format-dates';
import {
  BlockRows,
  ContractDetails,
  ContractLetterhead,
  ProviderBlock,
  Section,
  SignatureBlock,
  SignatureLine,
  TermsBox,
} from './public-contract-parts';
import { ConsentNote } from './ConsentNote';
import { publicContractTitle, type PublicContractInitial } from './public-contract-initial';
import { SignatureField } from './SignatureField';
import { usePublicContract } from './use-public-contract';
import { usePublicSign } from './use-public-sign';
import { useSignatureForm } from './use-signature-form';

function isNotFound(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 404) || (error instanceof Error && /not found/i.test(error.message));
}

export function PublicContractView({ token, initial }: { token: string; initial?: PublicContractInitial }) {
  // A failed first load from the server stands until 'Try Again' asks anew.
  const [initialError, setInitialError] = useState(() =>
    initial && 'error' in initial ? new ApiError(initial.error.status, '', initial.error.message) : null,
  );
  const contract = usePublicContract(token, {
    initialData: initial && 'contract' in initial ? initial.contract : undefined,
    enabled: initialError === null,
  });
  const [justSigned, setJustSigned] = useState<TPublicSignResult | null>(null);
  const loadError = initialError ?? (contract.isError ? contract.error : null);

  let body: ReactNode;
  let title: string;
  if (loadError) {
    const notFound = isNotFound(loadError);
    title = publicContractTitle({ notFound });
    body = notFound ? (
      <StateCard icon={<SearchX aria-hidden="true" className="size-8" />} title={title}>
        {CONTRACT_MESSAGES.notFoundText}
      </StateCard>
    ) : (
      <StateCard
        icon={<FileWarning aria-hidden="true" className="size-8" />}
        title={title}
        tone="error"
        extra={
          <Button
            variant="outline"
            size="lg"
            onClick={() => (initialError ? setInitialError(null) : void contract.refetch())}
            loading={contract.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        }
      >
        {errorMessage(loadError, 'Something went wrong while loading this contract. Please try again.')}
      </StateCard>
    );
  } else if (!contract.data) {
    title = 'Loading contract';
    body = (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Loading contract..." size="lg" />
      </div>
    );
  } else if (justSigned) {
    title = CONTRACT_MESSAGES.signedSuccess;
    body = <SignedSuccessCard result={justSigned} />;
  } else if (contract.data.signed) {
    title = publicContractTitle({ contract: contract.data });
    body = <SignedContract contract={contract.data} token={token} />;
  } else {
    title = publicContractTitle({ contract: contract.data });
    const today = initial && 'today' in initial ? initial.today : undefined;
    body = <UnsignedContract contract={contract.data} token={token} today={today} onSigned={setJustSigned} />;
  }
  useDocumentTitle(title);

  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-3xl">{body}</div>
    </PublicPageLayout>
  );
}

function GoHomeButton() {
  return (
    <Button asChild size="lg">
      <a href="/">
        <Home aria-hidden="true" />
        Go Home
      </a>
    </Button>
  );
}

function StateCard({
  icon,
  title,
  children,
  extra,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  extra?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-5 py-12 text-center shadow-sm sm:px-10">
      <div
        className={
          tone === 'error'
            ? 'grid size-16 place-items-center rounded-full bg-red-50 text-red-700 ring-1 ring-red-100'
            : 'grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100'
        }
      >
        {icon}
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-md text-base text-slate-600">{children}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {extra}
        <GoHomeButton />
      </div>
    </div>
  );
}

function DocumentCard({ children }: { children: ReactNode }) {
  return <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</article>;
}

function UnsignedContract({
  contract,
  token,
  today,
  onSigned,
}: {
  contract: TPublicContract;
  token: string;
  /** The server's time when it rendered the page, so the hydrated date matches; else this device's. */
  today?: string;
  onSigned: (result: TPublicSignResult) => void;
}) {
  const sign = usePublicSign(token);
  const form = useSignatureForm(
    'public',
    async (name) => {
      onSigned(await sign.mutateAsync({ name, termsSha256: contract.termsSha256 }));
      window.scrollTo({ top: 0 });
    },
    sign.isPending,
  );
  const typed = form.name.trim();
  const statedDeposit = depositMismatch(contract.terms, contract.depositAmountPence);

  return (
    <DocumentCard>
      <ContractLetterhead
        title={contract.title}
        badge={
          <Badge variant="neutral">
            <PenLine aria-hidden="true" />
            Awaiting signature
          </Badge>
        }
      />
      <div className="px-5 py-6 sm:px-8">
        <ContractDetails contract={contract} />
      </div>
      <Section title="Terms and Conditions" aside={<Badge variant="warning">Draft for Review</Badge>}>
        <Alert variant="warning" title="Please read before signing">
          This contract is a draft for your review. Read the terms carefully: once you sign below, it becomes a binding
          agreement between you and Linen Service.
        </Alert>
        <TermsBox terms={contract.terms} />
        {statedDeposit !== null && (
          <Alert variant="error" title="The deposit in these terms is out of date">
            {depositMismatchMessage(statedDeposit, contract.depositAmountPence, 'signer')}
          </Alert>
        )}
      </Section>
      <form noValidate onSubmit={(e) => void form.submit(e)}>
        <Section title="Signatures">
          <div className="grid gap-4 md:grid-cols-2">
            <SignatureBlock heading="Client">
              <SignatureField
                label="Type your full name to sign"
                hint="Your typed name is your electronic signature."
                value={form.name}
                onChange={form.change}
                error={form.error}
                disabled={sign.isPending}
              />
              <BlockRows
                rows={[
                  ['Print name', typed || '—'],
                  ['Date', formatDate(today ?? new Date())],
                  ['For', contract.clientName],
                ]}
              />
            </SignatureBlock>
            <ProviderBlock createdAt={contract.createdAt} />
          </div>
          <ConsentNote signer="self" />
          <Button
            type="submit"
            size="lg"
            className="h-12 w-full text-base sm:w-auto"
            disabled={form.name.length === 0}
            loading={sign.isPending}
            loadingText="Signing..."
          >
            <PenLine aria-hidden="true" />
            Sign Contract
          </Button>
        </Section>
      </form>
    </DocumentCard>
  );
}

function SignedSuccessCard({ result }: { result: TPublicSignResult }) {
  // The page changed completely: move focus (and screen readers) to the confirmation.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-green-200 bg-white px-5 py-10 text-center shadow-sm sm:px-10">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-green-50 text-green-700 ring-1 ring-green-200">
        <CircleCheck aria-hidden="true" className="size-9" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 outline-none">
        {CONTRACT_MESSAGES.signedSuccess}
      </h1>
      <p className="mt-2 text-base text-slate-600">Thank you, {result.signerName}. Your signature has been recorded.</p>
      <dl className="mx-auto mt-6 max-w-md space-y-3 rounded-xl bg-slate-50 p-4 text-left text-sm">
        {(
          [
            ['Client', result.clientName],
            ['Contract', result.title],
            ['Signed', formatDateTime(result.signedAt)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <Button size="lg" className="mt-8 h-12 w-full text-base sm:w-auto" onClick={() => window.location.reload()}>
        <ShieldCheck aria-hidden="true" />
        View Signed Contract
      </Button>
    </div>
  );
}

function SignedContract({ contract, token }: { contract: TPublicContract; token: string }) {
  return (
    <div className="space-y-4">
      <Alert
        variant="success"
        title="This contract has been signed"
        action={
          <Button asChild variant="outline" size="sm">
            <a href={publicPdfUrl(token)} download aria-label="Download PDF copy">
              <Download aria-hidden="true" />
              PDF
            </a>
          </Button>
        }
      >
        Signed by {contract.signerName} on {formatDateTime(contract.signedAt)}.
      </Alert>
      <DocumentCard>
        <ContractLetterhead
          title={contract.title}
          badge={
            <Badge variant="success" className="text-sm">
              <CircleCheck aria-hidden="true" />
              Signed
            </Badge>
          }
        />
        <div className="px-5 py-6 sm:px-8">
          <ContractDetails contract={contract} />
        </div>
        <Section title="Terms and Conditions">
          <TermsBox terms={contract.terms} />
        </Section>
        <Section title="Signatures">
          <div className="grid gap-4 md:grid-cols-2">
            <SignatureBlock heading="Client">
              <SignatureLine name={contract.signature} />
              <BlockRows
                rows={[
                  ['Signed by', contract.signerName ?? '—'],
                  ['Date', formatDate(contract.signedAt)],
                  ['Time', formatTime(contract.signedAt)],
                ]}
              />
            </SignatureBlock>
            <ProviderBlock createdAt={contract.createdAt} />
          </div>
          <Alert variant="info" title="Legally binding">
            This contract was signed electronically and is legally binding. You may bookmark this page to view it again,
            or download a PDF copy with its audit certificate.
          </Alert>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="h-12 text-base">
              <a href={publicPdfUrl(token)} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
          </div>
        </Section>
      </DocumentCard>
    </div>
  );
}
