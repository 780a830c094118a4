import { workshopHeader } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { calendarDate, createReport, formatDateTime, type PdfColumn } from '../../lib/pdf/index.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { findManagedProgram } from './programs-managed.js';
import { listProgramWorkshops } from './registrations-import-repository.js';
import { listSheetRows, listWorkshopLocationNames } from './registrations-sheets-repository.js';

/** Workshop columns per page: more run onto the next page (an A4 page fits four signature boxes beside the names). */
export const WORKSHOPS_PER_PAGE = 4;
const BOX_WIDTH = 80;
/** A signature box is two lines tall. */
const SIGNATURE = ' \n ';

export interface AttendanceSheetData {
  institute: { name: string; primaryColor: string; logo: Buffer | null };
  timeZone: string;
  program: { name: string; startDate: string | null; endDate: string | null; locations: string[] };
  workshops: { name: string | null; start_time: Date }[];
  registrants: { name: string; employeeNumber: string | null }[];
}

const dates = ({ startDate, endDate }: AttendanceSheetData['program']) =>
  !startDate
    ? 'No workshops yet'
    : startDate === endDate || !endDate
      ? calendarDate(startDate)
      : `${calendarDate(startDate)} – ${calendarDate(endDate)}`;

/**
 * The attendance sign-in sheet (part 2 §2): one row per registrant, one signature box per workshop;
 * beyond WORKSHOPS_PER_PAGE workshops the sheet continues with the next workshops on a new page.
 */
export async function renderAttendanceSheet(data: AttendanceSheetData): Promise<Buffer> {
  const report = await createReport({
    brand: data.institute,
    title: 'Attendance sheet',
    runningTitle: `Attendance sheet — ${data.program.name}`,
    timeZone: data.timeZone,
    generatedAt: new Date(),
  });
  report.titleBlock('Attendance sheet', data.program.name);
  report.details(
    [
      ['Dates', dates(data.program)],
      ['Location', data.program.locations.join(', ') || '—'],
    ],
    [
      ['Registrants', String(data.registrants.length)],
      ['Workshops', String(data.workshops.length)],
    ],
  );
  const groups = Math.max(1, Math.ceil(data.workshops.length / WORKSHOPS_PER_PAGE));
  for (let g = 0; g < groups; g++) {
    const first = g * WORKSHOPS_PER_PAGE;
    const shown = data.workshops.slice(first, first + WORKSHOPS_PER_PAGE);
    if (g > 0) report.doc.addPage();
    const columns: PdfColumn[] = [
      { header: '#', width: 24, align: 'right' },
      { header: 'Name', width: '*' },
      ...shown.map((w, i) => ({
        header: `${workshopHeader(first + i + 1)}\n${formatDateTime(w.start_time, data.timeZone)}`,
        width: BOX_WIDTH,
      })),
    ];
    if (!shown.length) columns.push({ header: 'Signature', width: BOX_WIDTH * 2 });
    report.table({
      heading: groups > 1 ? { text: `Workshops ${first + 1}–${first + shown.length}` } : undefined,
      columns,
      rows: data.registrants.map((r, i) => [
        String(i + 1),
        r.employeeNumber ? `${r.name}\n${r.employeeNumber}` : r.name,
        ...columns.slice(2).map(() => SIGNATURE),
      ]),
      emptyText: 'Nobody has registered.',
    });
  }
  return report.end();
}

/** attendance.pdf of a program the signed-in user runs: registrants not refused, by family name. */
export async function attendanceSheet(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const found = await findManagedProgram(deps.db, auth, programId);
  const { program } = found;
  const [workshops, rows, locations] = await Promise.all([
    listProgramWorkshops(deps.db, auth.instituteId, programId),
    listSheetRows(deps.db, auth.instituteId, programId),
    listWorkshopLocationNames(deps.db, auth.instituteId, programId),
  ]);
  const pdf = await renderAttendanceSheet({
    institute: {
      name: found.instituteName,
      primaryColor: found.primaryColor,
      logo: found.logoKey ? ((await deps.storage.get(found.logoKey)) ?? null) : null,
    },
    timeZone: found.timezone,
    program: {
      name: program.name ?? 'Unnamed Program',
      startDate: program.start_date,
      endDate: program.end_date,
      locations,
    },
    workshops,
    registrants: rows
      .filter((r) => r.status !== 'incomplete')
      .map((r) => ({ name: `${r.family_name}, ${r.given_name}`, employeeNumber: r.unique_identifier })),
  });
  return { filename: `attendance-${programId}.pdf`, pdf };
}
