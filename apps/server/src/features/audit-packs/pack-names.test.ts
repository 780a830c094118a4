import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPackRun } from '@pdp/contract';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import type { UserRow } from '../../db/schema/index.js';
import { ledgerRowWithFiles, unzip } from './test-support.js';

/**
 * Entry names in the audit pack ZIPs for valid but long names: an evidence file keeps its extension,
 * and educators whose names agree in their first 100 characters still get a folder each.
 */
let t: TestApp;
let instituteId: number;
let departmentId: number;
let adminCookie: string;
let educator: UserRow;
const RANGE = '?from=2026-01-01&to=2026-06-30';

// A real-world evidence name of 120 characters: at upload it is kept whole (sanitizeFilename keeps 255).
const LONG_NAME = `${'Certificate of Attendance - Advanced Workplace Assessment and Moderation Practice - '.padEnd(116, 'x')}.pdf`;

const untilDone = async (id: number): Promise<TAuditPackRun> => {
  for (let i = 0; i < 300; i++) {
    const { data } = (await apiClient(t.app, adminCookie).get(`/api/v1/audit_packs/${id}`)).json<{
      data: TAuditPackRun;
    }>();
    if (data.status === 'ready' || data.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not made in time');
};

beforeAll(async () => {
  t = await createTestApp({ jobs: { enabled: true }, auditPackMaxBytes: 5 * 1024 * 1024 });
  instituteId = (await createInstitute(t.db, { name: 'North TAFE' })).id;
  const [department] = (await createDivisionWithDepartments(t.db, instituteId, 'Trades', ['Plumbing']))
    .departments;
  departmentId = department!.id;
  const admin = await createUser(t.db, instituteId, { is_institute_admin: true });
  adminCookie = await loginAs(t.app, admin);
  educator = await createUser(t.db, instituteId, {
    is_educator: true,
    given_name: 'Ivana',
    family_name: 'Petrović',
    department_id: departmentId,
  });
  await ledgerRowWithFiles(
    t,
    instituteId,
    educator.id,
    { date: '2026-03-04', activity_name: 'First Aid', created_by_id: admin.id },
    [{ filename: LONG_NAME }],
  );
  // Two educators whose names (each within LIMITS.nameMax) agree in their first 100 characters.
  const family = 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Montmorency-Cholmondeley';
  for (const given of ['Maximiliana Alexandra Josephine', 'Maximiliana Alexandra Jacqueline']) {
    const twin = await createUser(t.db, instituteId, {
      is_educator: true,
      given_name: given,
      family_name: family,
      department_id: departmentId,
    });
    await ledgerRowWithFiles(t, instituteId, twin.id, { date: '2026-02-03', activity_name: given }, [
      { filename: 'Licence.pdf' },
    ]);
  }
});
afterAll(() => t.close());

describe('audit pack ZIP entry names', () => {
  it('keeps the .pdf extension of an evidence file whose name is over 100 characters', async () => {
    const response = await apiClient(t.app, adminCookie).get(
      `/api/v1/users/${educator.id}/audit_pack.zip${RANGE}`,
    );
    expect(response.statusCode).toBe(200);
    const names = [...(await unzip(response.rawPayload)).keys()];
    const evidence = names.filter((name) => name.startsWith('evidence/'));
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatch(/\.pdf$/);
  });

  it('gives each educator of a department run their own folder (no duplicate entry names)', async () => {
    const started = await apiClient(t.app, adminCookie).post('/api/v1/audit_packs', {
      audit_pack: { from: '2026-01-01', to: '2026-06-30', scope: 'department', department_id: departmentId },
    });
    expect(started.statusCode).toBeLessThan(300);
    const run = await untilDone(started.json<{ data: TAuditPackRun }>().data.id);
    expect(run.status).toBe('ready');
    const zip = await apiClient(t.app, adminCookie).get(`/api/v1/audit_packs/${run.id}/download`);
    expect(zip.statusCode).toBe(200);
    // Every entry's name as the central directory lists it (unzip() keys by name, hiding repeats).
    const raw = zip.rawPayload;
    const names: string[] = [];
    // Central directory entries: signature 0x02014b50.
    for (
      let at = raw.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      at >= 0;
      at = raw.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
    ) {
      const nameLength = raw.readUInt16LE(at + 28);
      names.push(raw.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    }
    const manifests = names.filter((name) => name.endsWith('manifest.json'));
    expect(manifests.length).toBe(3);
    expect(new Set(names).size).toBe(names.length);
  });
});
