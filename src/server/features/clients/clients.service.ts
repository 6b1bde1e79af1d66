/**
 * Clients: the owner-scoped list, one client, create (clients_create), edit (clients_edit, or an owner
 * on their own record), delete, convert to customer, the portal password, the photo and My Profile.
 * Every change is audited; another tenant's client is a 404.
 */
import { AVATAR_CONTENT_TYPE, avatarFileProblem } from '@shared/domain/avatar';
import {
  canConvertToCustomer,
  canCreateClient,
  DEFAULT_CLIENT_CONTRACT_TITLE,
  ownerEditProblem,
  SELF_CREATED_CLIENT_STATUS,
} from '@shared/domain/clients';
import { CLIENT_MESSAGES, MESSAGES } from '@shared/constants';
import { personalInputs } from '@shared/domain/password-inputs';
import type { TClient, TCreateClientOutput, TUpdateClientOutput } from '@shared/schemas/clients';
import type { z } from 'zod';
import type { ZClientListQuery, ZMyClientProfile } from '@shared/schemas/clients';
import type { DbOrTx } from '../../db/client';
import type { AppDeps, Caller } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isOwnerScoped, scopeOf, verifiedEmailOf } from '../../lib/scope';
import { recordAudit } from '../audit/audit.repo';
import { insertClientContract } from '../client-contracts/client-contracts.repo';
import { toAvatarWebp } from '../profile/avatar-image';
import { setPassword } from '../users/accounts.service';
import { findActiveAssignment, findUserByEmail, findUserById } from '../users/users.repo';
import { assertClientUnique, withUniqueClient } from './client-uniqueness';
import * as repo from './clients.repo';

/** Who is acting, for the audit trail. */
export interface Actor {
  caller: Caller;
  ip: string | null;
  userAgent: string | null;
}

export function toClient(row: repo.ClientWithExtras, caller: Caller): TClient {
  const c = row.client;
  return {
    id: c.id,
    name: c.name,
    contactName: c.contactName,
    username: c.username,
    primaryEmail: c.primaryEmail,
    secondaryEmails: c.secondaryEmails,
    phone: c.phone,
    billingNotes: c.billingNotes,
    status: c.status,
    lastTouch: c.lastTouch.toISOString(),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    userId: c.userId,
    loginEmail: row.loginEmail,
    profilePhoto: c.profilePhoto,
    onboardingProgress: c.onboardingProgress,
    propertiesCount: row.propertiesCount,
    linenCardsCount: row.linenCardsCount,
    isOwn: isOwnClientRow(c, caller),
  };
}

/**
 * The record is the caller's: linked to them, or (not yet linked to anyone) carrying their verified
 * login e-mail. The same rule as the owner's scope (lib/scope.ts ownedBy), apart from its one-link check.
 */
function isOwnClientRow(c: repo.ClientRow, caller: Caller): boolean {
  if (c.userId !== null) return c.userId === caller.user.id;
  const verified = verifiedEmailOf(caller);
  return verified !== null && c.primaryEmail.toLowerCase() === verified.toLowerCase();
}

function audit(db: DbOrTx, actor: Actor, action: string, clientId: string, details: Record<string, unknown> = {}) {
  return recordAudit(db, {
    actorUserId: actor.caller.user.id,
    action,
    entityType: 'client',
    entityId: clientId,
    details,
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
  });
}

/** The client if the caller may see it; otherwise 404 (never reveal that it exists). */
export async function visibleClient(db: DbOrTx, caller: Caller, id: string): Promise<repo.ClientWithExtras> {
  const row = await repo.findClient(db, await scopeOf(db, caller), id);
  if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return row;
}

async function reload(db: DbOrTx, caller: Caller, id: string): Promise<TClient> {
  const row = await repo.findClient(db, { all: true }, id);
  if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return toClient(row, caller);
}

export async function listClients(db: DbOrTx, caller: Caller, query: z.output<typeof ZClientListQuery>) {
  const scope = await scopeOf(db, caller);
  const { rows, total } = await repo.listClients(db, scope, query);
  return { clients: rows.map((r) => toClient(r, caller)), total };
}

export async function getClient(db: DbOrTx, caller: Caller, id: string): Promise<TClient> {
  return toClient(await visibleClient(db, caller, id), caller);
}

/** Add Client: whoever holds clients_create (canCreateClient, the rule assign-client uses too). */
export async function createClient(deps: AppDeps, actor: Actor, input: TCreateClientOutput): Promise<TClient> {
  if (!canCreateClient(actor.caller)) throw forbidden();
  const now = deps.now();
  await assertClientUnique(deps.db, input);
  const id = await withUniqueClient(() =>
    deps.db.transaction(async (tx) => {
      const row = await repo.insertClient(tx, {
        name: input.name,
        contactName: input.contactName ?? null,
        username: input.username ?? null,
        primaryEmail: input.primaryEmail,
        phone: input.phone ?? null,
        secondaryEmails: input.secondaryEmails ?? [],
        billingNotes: input.billingNotes ?? null,
        status: input.status,
        lastTouch: now,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, actor, 'client.create', row.id, { name: row.name, primaryEmail: row.primaryEmail, status: row.status });
      return row.id;
    }),
  );
  return reload(deps.db, actor.caller, id);
}

/** Only the fields present in the input; undefined means unchanged. */
function patchFrom(input: TUpdateClientOutput): repo.ClientPatch {
  const patch: repo.ClientPatch = {};
  for (const key of ['name', 'contactName', 'username', 'primaryEmail', 'phone', 'secondaryEmails', 'billingNotes', 'status'] as const) {
    if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key];
  }
  return patch;
}

/**
 * Edit Client. clients_edit may change every field; a property owner (without clients_edit) may change
 * their own record's details but not its status, nor point its primary e-mail at another account.
 */
export async function updateClient(deps: AppDeps, actor: Actor, id: string, input: TUpdateClientOutput): Promise<TClient> {
  const { caller } = actor;
  const asEditor = caller.flags.clients_edit;
  const current = await visibleClient(deps.db, caller, id);
  if (!asEditor && !isOwnerScoped(caller)) throw forbidden();
  const patch = patchFrom(input);
  if (!asEditor) {
    const problem = ownerEditProblem(current.client, input);
    if (problem) throw forbidden(problem);
    if (patch.primaryEmail && patch.primaryEmail.toLowerCase() !== current.client.primaryEmail.toLowerCase()) {
      const holder = await findUserByEmail(deps.db, patch.primaryEmail);
      if (holder && holder.id !== caller.user.id) {
        throw badRequest(CLIENT_MESSAGES.emailBelongsToAnotherAccount, [
          { path: 'primaryEmail', message: CLIENT_MESSAGES.emailBelongsToAnotherAccount },
        ]);
      }
    }
    // An owner's record found by e-mail alone becomes linked to them, so they keep it whatever e-mail it shows.
    if (current.client.userId === null) patch.userId = caller.user.id;
  }
  await assertClientUnique(deps.db, { primaryEmail: patch.primaryEmail, username: patch.username }, { exceptId: id });
  await withUniqueClient(() =>
    deps.db.transaction(async (tx) => {
      await repo.updateClient(tx, id, patch, deps.now());
      const { userId: _linked, ...changed } = patch;
      await audit(tx, actor, 'client.update', id, { fields: Object.keys(changed), ...(patch.status ? { status: patch.status } : {}) });
    }),
  );
  return reload(deps.db, caller, id);
}

export async function deleteClient(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const current = await visibleClient(deps.db, actor.caller, id);
  if (!actor.caller.flags.clients_delete) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteClient(tx, id);
    if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
    await audit(tx, actor, 'client.delete', id, { name: current.client.name, primaryEmail: current.client.primaryEmail });
  });
}

/** Status customer, last touch refreshed and a draft 'Default Contract', all or nothing. */
export async function convertToCustomer(deps: AppDeps, actor: Actor, id: string): Promise<TClient> {
  const current = await visibleClient(deps.db, actor.caller, id);
  if (!actor.caller.flags.clients_edit) throw forbidden();
  if (!canConvertToCustomer(current.client.status)) throw conflict(CLIENT_MESSAGES.alreadyCustomer);
  await deps.db.transaction(async (tx) => {
    const row = await repo.markCustomer(tx, id, deps.now());
    if (!row) throw conflict(CLIENT_MESSAGES.alreadyCustomer);
    const contract = await insertClientContract(tx, {
      clientId: id,
      userId: actor.caller.user.id,
      title: DEFAULT_CLIENT_CONTRACT_TITLE,
      status: 'draft',
    });
    await audit(tx, actor, 'client.convert', id, { from: current.client.status, contractId: contract.id });
  });
  return reload(deps.db, actor.caller, id);
}

/**
 * The Client Portal's password reset: a new password for the client's linked login. Only a super admin
 * may reset the password of a super admin or of a staff login linked to a client.
 */
export async function setPortalPassword(deps: AppDeps, actor: Actor, id: string, password: string): Promise<void> {
  const { caller } = actor;
  const current = await visibleClient(deps.db, caller, id);
  if (!caller.flags.clients_edit) throw forbidden();
  const userId = current.client.userId;
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw badRequest(CLIENT_MESSAGES.noPortalLogin);
  if (user.id === caller.user.id) throw badRequest(MESSAGES.useSecurityForOwnPassword);
  if (!caller.user.isSuperadmin) {
    const role = (await findActiveAssignment(deps.db, user.id))?.roleName ?? null;
    if (user.isSuperadmin || (role !== null && role !== 'client')) throw forbidden(CLIENT_MESSAGES.cannotResetStaffPassword);
  }
  await setPassword(
    deps.auth,
    deps.db,
    user.id,
    password,
    personalInputs(user, [current.client.name, current.client.contactName, current.client.username]),
  );
  await audit(deps.db, actor, 'client.portal_password', id, { userId: user.id, email: user.email });
}

// ── Photo ───────────────────────────────────────────────────────────────────────────────────────
export const clientPhotoUrl = (clientId: string, version: number) => `/api/clients/${encodeURIComponent(clientId)}/photo?v=${version}`;

/** A client the caller may see (404 otherwise) and whose photo they may change (403 otherwise). */
export async function assertMayChangePhoto(db: DbOrTx, caller: Caller, id: string): Promise<void> {
  await visibleClient(db, caller, id);
  if (!caller.flags.clients_edit && !isOwnerScoped(caller)) throw forbidden();
}

export async function uploadClientPhoto(deps: AppDeps, actor: Actor, id: string, file: File): Promise<TClient> {
  const { caller } = actor;
  await assertMayChangePhoto(deps.db, caller, id);
  const problem = avatarFileProblem(file);
  if (problem) throw badRequest(problem, [{ path: 'file', message: problem }]);
  const webp = await toAvatarWebp(Buffer.from(await file.arrayBuffer()));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.saveClientPhoto(tx, id, AVATAR_CONTENT_TYPE, webp, now);
    await repo.updateClient(tx, id, { profilePhoto: clientPhotoUrl(id, now.getTime()) }, now);
    await audit(tx, actor, 'client.photo', id);
  });
  return reload(deps.db, caller, id);
}

export async function removeClientPhoto(deps: AppDeps, actor: Actor, id: string): Promise<TClient> {
  const { caller } = actor;
  await assertMayChangePhoto(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteClientPhoto(tx, id);
    await repo.updateClient(tx, id, { profilePhoto: null }, deps.now());
    await audit(tx, actor, 'client.photo_remove', id);
  });
  return reload(deps.db, caller, id);
}

export async function clientPhoto(db: DbOrTx, caller: Caller, id: string) {
  await visibleClient(db, caller, id);
  const photo = await repo.findClientPhoto(db, id);
  if (!photo) throw notFound('No photo');
  return photo;
}

// ── My Profile ──────────────────────────────────────────────────────────────────────────────────
export async function myClient(db: DbOrTx, caller: Caller): Promise<TClient | null> {
  const row = await repo.findOwnClient(db, caller.user.id, verifiedEmailOf(caller));
  return row ? toClient(row, caller) : null;
}

/**
 * Creates the property owner's own client record, linked to their account, with their login e-mail
 * and status customer. A second call finds the first record (409): one profile per owner.
 */
export async function createMyClient(deps: AppDeps, actor: Actor, input: z.output<typeof ZMyClientProfile>): Promise<TClient> {
  const { caller } = actor;
  if (!isOwnerScoped(caller)) throw forbidden();
  const now = deps.now();
  const id = await withUniqueClient(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockOwnProfile(tx, caller.user.id);
      if (await repo.findOwnClient(tx, caller.user.id, verifiedEmailOf(caller))) throw conflict(CLIENT_MESSAGES.profileExists);
      await assertClientUnique(tx, { primaryEmail: caller.user.email, username: input.username });
      const row = await repo.insertClient(tx, {
        name: input.name,
        contactName: input.contactName === undefined ? caller.user.name : input.contactName,
        username: input.username ?? null,
        primaryEmail: caller.user.email,
        phone: input.phone === undefined ? caller.user.phone : input.phone,
        secondaryEmails: input.secondaryEmails ?? [],
        billingNotes: input.billingNotes ?? null,
        status: SELF_CREATED_CLIENT_STATUS,
        userId: caller.user.id,
        lastTouch: now,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, actor, 'client.self_create', row.id, { name: row.name });
      return row.id;
    }),
  );
  return reload(deps.db, caller, id);
}
