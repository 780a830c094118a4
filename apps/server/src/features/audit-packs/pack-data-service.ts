import { passportPeriod, passportPeriodOfYear, type TUserPassport } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { todayIn } from '../../lib/today.js';
import { passportAsAt } from '../points/my-passport-service.js';
import * as repo from './pack-data-repository.js';
import type {
  LedgerRow,
  PackInstitute,
  PackOwner,
  PackRange,
  ProfileRow,
  ProgramRow,
  VcmItemRow,
} from './pack-data-repository.js';

/** A stored file the pack names: which row it supports and where it is stored. */
export interface PackFile {
  /** What the row is, in words: "point request 123", "program 7 flyer", "VCM unit BSBOPS101". */
  supports: string;
  /** The row's date, to sort and name the file by (yyyy-MM-dd), when it has one. */
  date: string | null;
  /** A short title for the file name: the activity, the program, the unit. */
  title: string;
  storage_key: string;
  filename: string;
  size: number;
}

/** Everything one educator's pack prints, read before the PDF is drawn. */
export interface PackData {
  owner: PackOwner;
  range: PackRange;
  passports: TUserPassport[];
  ledger: LedgerRow[];
  programs: ProgramRow[];
  vcm: VcmItemRow[];
  profiles: ProfileRow[];
  files: PackFile[];
}

/** The passport periods the range touches that have begun, each as at its end (or today, if later). */
function periodsIn(month: number, range: PackRange, today: string) {
  const first = passportPeriod(month, range.from);
  const last = passportPeriod(month, range.to < today ? range.to : today);
  const periods = [];
  for (let year = Number(first.start.slice(0, 4)); ; year += 1) {
    const period = passportPeriodOfYear(month, year);
    if (period.start > last.start) break;
    periods.push({ ...period, asAt: period.end < today ? period.end : today });
  }
  return periods;
}

const groupBy = <T extends { user_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
  return (userId: number) => map.get(userId) ?? [];
};

/**
 * Reads the packs of these educators (ids the caller may pack, in one institute): a few set-based
 * queries for the lot, and each period's passport from the points domain, as at its end.
 */
export async function loadPackData(
  db: Executor,
  institute: PackInstitute & { id: number },
  userIds: number[],
  range: PackRange,
): Promise<PackData[]> {
  const instituteId = institute.id;
  const [owners, ledger, programs, vcm, profiles] = await Promise.all([
    repo.findPackOwners(db, instituteId, userIds),
    repo.listLedgerRows(db, instituteId, userIds, range),
    repo.listCompletedPrograms(db, instituteId, userIds, range, institute.timezone),
    repo.listVcmItems(db, instituteId, userIds, range),
    repo.listProfiles(db, instituteId, userIds, range),
  ]);
  const [evidence, documents] = await Promise.all([
    repo.listLedgerEvidence(
      db,
      instituteId,
      ledger.map((row) => row.id),
    ),
    repo.listVcmDocuments(db, instituteId, [...new Set(vcm.map((item) => item.vcm_id))]),
  ]);
  const ledgerById = new Map(ledger.map((row) => [row.id, row]));
  const vcmByItem = new Map(vcm.map((item) => [`${item.kind}:${item.item_id}`, item]));
  const files: (PackFile & { user_id: number })[] = [
    ...evidence.map((file) => {
      const row = ledgerById.get(file.row_id)!;
      const supports = row.point_request_id
        ? `point request ${row.point_request_id}`
        : `points history ${row.id}`;
      return { ...file, supports, date: row.date, title: row.detail };
    }),
    ...programs.flatMap((program) =>
      program.flyer_key
        ? [
            {
              user_id: program.user_id,
              supports: `program ${program.program_id} flyer`,
              date: program.end_date,
              title: program.name,
              storage_key: program.flyer_key,
              filename: program.flyer_filename ?? 'flyer.pdf',
              size: 0,
            },
          ]
        : [],
    ),
    ...documents.map((file) => {
      const item = vcmByItem.get(`${file.kind}:${file.row_id}`);
      return {
        ...file,
        supports: `VCM ${file.kind} ${item?.code ?? file.row_id}`,
        date: null,
        title: item ? `${item.year} ${item.code}` : '',
      };
    }),
  ];
  const today = todayIn(institute.timezone);
  const periods = periodsIn(institute.points_anniversary_month, range, today);
  const of = {
    ledger: groupBy(ledger),
    programs: groupBy(programs),
    vcm: groupBy(vcm),
    profiles: groupBy(profiles),
    files: groupBy(files),
  };
  const packs: PackData[] = [];
  for (const owner of owners) {
    const passports: TUserPassport[] = [];
    for (const period of periods) passports.push(await passportAsAt(db, instituteId, owner.id, period.asAt));
    packs.push({
      owner,
      range,
      passports,
      ledger: of.ledger(owner.id),
      programs: of.programs(owner.id),
      vcm: of.vcm(owner.id),
      profiles: of.profiles(owner.id),
      files: of.files(owner.id),
    });
  }
  return packs;
}
