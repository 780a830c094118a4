// The audit log (issue 13): the module the router loads lazily for /audit_log.
export { AuditLogPage } from './components/audit-log-page';
