// Audit packs (issue 40 §3): the module the router loads lazily for /audit_packs.
export { AuditPacksPage } from './components/audit-packs-page';
