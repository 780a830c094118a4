/**
 * Passport periods (part 2 §3 "Passport period", issue 16), written once for every feature and both
 * sides: a passport year runs from the first day of the institute's points anniversary month
 * (`points_anniversary_month`, 1–12) to the last day of the month before it. A period is named by the
 * calendar year it starts in: with anniversary month 7, year 2026 is 2026-07-01 … 2027-06-30.
 *
 * Dates are calendar dates (YYYY-MM-DD) already in the institute's time zone: the server reads
 * "today" with `todayIn(timeZone)` (apps/server/src/lib/today.ts). Pure string arithmetic, no Date,
 * so no time zone can shift a day.
 */

export interface PassportPeriod {
  /** YYYY-MM-DD, inclusive: the first day of the anniversary month. */
  start: string;
  /** YYYY-MM-DD, inclusive: the last day of the month before the next period starts. */
  end: string;
}

/** How many periods the reports' year list offers, and how many of them lie ahead (part 2 §9). */
export const REPORT_PERIOD_COUNT = 11;
export const REPORT_PERIODS_AHEAD = 1;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDate = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

function checkMonth(anniversaryMonth: number) {
  if (!Number.isInteger(anniversaryMonth) || anniversaryMonth < 1 || anniversaryMonth > 12)
    throw new RangeError(`Anniversary month ${anniversaryMonth} is not 1–12.`);
}

function yearAndMonth(date: string): [number, number] {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date);
  if (!match) throw new RangeError(`${date} is not a YYYY-MM-DD date.`);
  return [Number(match[1]), Number(match[2])];
}

/** The passport year (the calendar year its period starts in) that `date` falls in. */
export function passportYearOf(anniversaryMonth: number, date: string): number {
  checkMonth(anniversaryMonth);
  const [year, month] = yearAndMonth(date);
  return month >= anniversaryMonth ? year : year - 1;
}

/** The period of passport year `year`: from the anniversary month of `year` to the month before it. */
export function passportPeriodOfYear(anniversaryMonth: number, year: number): PassportPeriod {
  checkMonth(anniversaryMonth);
  const endYear = anniversaryMonth === 1 ? year : year + 1;
  const endMonth = anniversaryMonth === 1 ? 12 : anniversaryMonth - 1;
  return {
    start: isoDate(year, anniversaryMonth, 1),
    end: isoDate(endYear, endMonth, daysInMonth(endYear, endMonth)),
  };
}

/**
 * The period containing `date`. Given today's date in the institute's time zone, this is the current
 * period: the latest one not in the future (part 2 §7).
 */
export function passportPeriod(anniversaryMonth: number, date: string): PassportPeriod {
  return passportPeriodOfYear(anniversaryMonth, passportYearOf(anniversaryMonth, date));
}

export interface ReportPeriod extends PassportPeriod {
  year: number;
  /** The period containing today: the reports' default year. */
  isCurrent: boolean;
}

/**
 * The reports' year list (part 2 §9): 11 periods, starting with next year's and going back, newest
 * first; exactly one is current.
 */
export function reportPeriods(anniversaryMonth: number, today: string): ReportPeriod[] {
  const current = passportYearOf(anniversaryMonth, today);
  return Array.from({ length: REPORT_PERIOD_COUNT }, (_, index) => {
    const year = current + REPORT_PERIODS_AHEAD - index;
    return { year, ...passportPeriodOfYear(anniversaryMonth, year), isCurrent: year === current };
  });
}
