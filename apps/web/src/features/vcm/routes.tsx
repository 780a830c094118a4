import { CataloguePage } from './components/catalogue/catalogue-page';

// The VCM list, detail and history (part 2 §2).
export { VcmsPage } from './components/list/vcms-page';
export { VcmPage } from './components/detail/vcm-page';
export { VcmHistoryPage } from './components/history/vcm-history-page';

// The course/unit and professional qualification catalogues, reached from Institute Settings.

export function ManageVcmCourseUnitPage() {
  return <CataloguePage catalogue="course_units" />;
}

export function ManageVcmProfessionalQualificationsPage() {
  return <CataloguePage catalogue="professional_qualifications" />;
}
