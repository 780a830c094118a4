// Points and passports: the two activity imports under Manage Users (/import_points and
// /import_points_no_approval).
export { ImportPointsNoApprovalPage, ImportPointsPage } from './components/imports/points-import-page';
