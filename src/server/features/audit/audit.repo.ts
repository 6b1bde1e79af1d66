/** The audit trail's writer lives in the platform (lib/audit.ts); kept here for the features not yet moved. */
export { auditEntityId, recordAudit, type AuditEntry } from '../../lib/audit';
