/** The Attendance tab's module, loaded on its first showing (and early when the address asks for it). */
export const loadProgramAttendance = () => import('./program-attendance');
