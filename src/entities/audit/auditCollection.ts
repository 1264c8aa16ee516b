import { typedCollection } from '../../firebase/collections';
import { toAuditActor, toAuditEntry } from './audit';

/** The audit trail, read through its mappers (docs/audit.md); only the audit triggers write it. */
export const auditEntries = typedCollection('auditEntries', toAuditEntry);
export const auditActors = typedCollection('auditActors', toAuditActor);
