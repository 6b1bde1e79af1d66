/**
 * An owner's statement (issue 23 item 5; decision 0196): whose statement (an owner their own client,
 * staff the client they name; another owner's client is a 404), the period's rows and balances from the
 * pure rules of src/shared/domain/statements.ts, and the same as a PDF and a CSV.
 */
import { isUuid } from '@shared/schemas/ids';
import { csvDate, csvFilename, csvMoney, csvText } from '@shared/domain/csv';
import { buildStatement, statementEntries, statementPeriod, STATEMENT_CSV_HEADER, STATEMENT_KIND_LABELS, STATEMENT_MESSAGES as M, type Statement } from '@shared/domain/statements';
import type { TStatement, TStatementQuery } from '@shared/schemas/statements';
import type { AppDeps, Caller } from '../../lib/context';
import { csvResponse, type CsvRow } from '../../lib/csv-response';
import { badRequest, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { findLogo, readBusinessDetails } from '../business-details';
import { buildStatementPdf, type StatementBusiness } from './statement-pdf';
import * as repo from './statements.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export interface StatementOf {
  client: repo.StatementClient;
  statement: Statement;
  generatedAt: Date;
}

/** The client whose statement is asked for: named (in scope, else 404), or an owner's only client. */
async function clientOf(deps: Deps, caller: Caller, clientId: string | undefined): Promise<repo.StatementClient> {
  const scope = await scopeOf(deps.db, caller);
  if (clientId) {
    const client = isUuid(clientId) ? await repo.findClient(deps.db, scope, clientId.toLowerCase()) : null;
    if (!client) throw notFound(M.notFound);
    return client;
  }
  if (scope.all) throw badRequest(M.clientRequired, [{ path: 'clientId', message: M.clientRequired }]);
  if (scope.clientIds.length === 0) throw notFound(M.notFound);
  if (scope.clientIds.length > 1) throw badRequest(M.chooseClient, [{ path: 'clientId', message: M.chooseClient }]);
  const client = await repo.findClient(deps.db, scope, scope.clientIds[0]);
  if (!client) throw notFound(M.notFound);
  return client;
}

/** The statement of the period asked for (422 for a bad period, 404 for a client out of reach). */
export async function statementOf(deps: Deps, caller: Caller, query: TStatementQuery): Promise<StatementOf> {
  const checked = statementPeriod(query);
  if ('problem' in checked) throw badRequest(checked.problem, [{ path: checked.field, message: checked.problem }]);
  const client = await clientOf(deps, caller, query.clientId);
  const data = await repo.statementData(deps.db, client.id, checked.period.to);
  const statement = buildStatement(checked.period, statementEntries(data.facts), data.propertyNames);
  return { client, statement, generatedAt: deps.now() };
}

/** The statement as GET /api/statements answers it (the domain's sections and rows are already its shape). */
export function statementJson({ client, statement, generatedAt }: StatementOf): TStatement {
  return { client, period: statement.period, sections: statement.sections, total: statement.total, generatedAt: generatedAt.toISOString() };
}

const fileBase = (client: repo.StatementClient) => `statement_${client.name}`.slice(0, 60);

/** The statement as a PDF, headed by the business details of the client's latest document (or today's). */
export async function statementPdf(deps: Deps, caller: Caller, query: TStatementQuery): Promise<{ bytes: Uint8Array; filename: string }> {
  const of = await statementOf(deps, caller, query);
  const snapshot = await repo.latestBusinessSnapshot(deps.db, of.client.id, of.statement.period.to);
  const current = snapshot ? null : await readBusinessDetails(deps.db);
  const business: StatementBusiness = snapshot ?? current!;
  const logoId = snapshot ? snapshot.logoId : (current?.logo?.id ?? null);
  const logo = logoId ? await findLogo(deps.db, logoId) : null;
  const bytes = await buildStatementPdf({ ...of, business, logo: logo ? new Uint8Array(logo.data) : null });
  return { bytes, filename: csvFilename(fileBase(of.client), of.statement.period.from, 'to', of.statement.period.to).replace(/\.csv$/, '.pdf') };
}

/** One CSV row per statement row, with each section's opening and closing balance as rows of their own. */
export function statementCsvRows(statement: Statement): CsvRow[] {
  const rows: CsvRow[] = [];
  const { from, to } = statement.period;
  for (const s of statement.sections) {
    const name = csvText(s.propertyName);
    rows.push([name, csvDate(from), 'Opening balance', '', '', '', '', csvMoney(s.openingPence)]);
    for (const r of s.rows) {
      rows.push([name, csvDate(r.date), STATEMENT_KIND_LABELS[r.kind], csvText(r.reference), csvText(r.description), csvMoney(r.amountPence), csvMoney(r.effectPence), csvMoney(r.balancePence)]);
    }
    rows.push([name, csvDate(to), 'Closing balance', '', '', '', '', csvMoney(s.closingPence)]);
  }
  rows.push(['Total', csvDate(to), 'Closing balance', '', '', '', '', csvMoney(statement.total.closingPence)]);
  return rows;
}

export async function statementCsv(deps: Deps, caller: Caller, query: TStatementQuery): Promise<Response> {
  const of = await statementOf(deps, caller, query);
  const rows = statementCsvRows(of.statement);
  return csvResponse({
    filename: csvFilename(fileBase(of.client), of.statement.period.from, 'to', of.statement.period.to),
    header: STATEMENT_CSV_HEADER,
    batches: (async function* () {
      yield rows;
    })(),
  });
}
