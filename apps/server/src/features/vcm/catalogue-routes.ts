import { api, CATALOGUES, type TCatalogue } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv, type CsvColumns } from '../../lib/csv.js';
import { readUpload } from '../../lib/read-upload.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { CATALOGUE_UPLOAD, catalogueYearOf } from './catalogue-upload.js';
import {
  assertVcmEnabled,
  courseUnitRows,
  importCourseUnits,
  importQualifications,
  qualificationRows,
} from './catalogue-service.js';

const tags = ['vcm'];

/** The export's columns: the import's, in its order (contract CATALOGUES), so the file re-imports. */
function exportColumns<T extends Record<string, string>>(catalogue: TCatalogue): CsvColumns<T> {
  return Object.entries(CATALOGUES[catalogue].columns).map(([key, header]) => [header, (row: T) => row[key]]);
}

async function* each<T>(rows: Promise<T[]>) {
  yield* await rows;
}

/**
 * The VCM catalogues (part 2 §2, §7; docs/using-vcm.md "Catalogues"): import and export the course/unit
 * and professional qualification catalogues of an effective year. Admins only; 404 while the
 * institute has VCM turned off (checked right after the guard, so no input is read).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const guard = [
    app.requirePermission('vcm.manage_catalogue'),
    async (request: Parameters<typeof authOf>[0]) => assertVcmEnabled(db, authOf(request)),
  ];
  const imports = { course_units: importCourseUnits, professional_qualifications: importQualifications };
  const rows = { course_units: courseUnitRows, professional_qualifications: qualificationRows };

  for (const catalogue of Object.keys(CATALOGUES) as TCatalogue[]) {
    const { template } = CATALOGUES[catalogue];
    serve(
      app,
      api.vcm.catalogues[catalogue].import,
      {
        onRequest: guard,
        config: { upload: CATALOGUE_UPLOAD },
        schema: {
          tags,
          summary: `Import the ${catalogue.replace('_', '/')} catalogue of a year (multipart import[file], import[year]; template /templates/${template}); all or nothing`,
        },
      },
      async (request) => {
        const { file, texts } = await readUpload(request);
        const input = { data: file.data, year: catalogueYearOf(texts), dryRun: request.query.dry_run };
        return { data: await imports[catalogue](app.deps, authOf(request), input) };
      },
    );

    serve(
      app,
      api.vcm.catalogues[catalogue].exportCsv,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `The ${catalogue.replace('_', '/')} catalogue of a year as CSV, in the import's columns`,
          produces: ['text/csv'],
        },
      },
      async (request, reply) =>
        sendCsv(
          request,
          reply,
          { filename: `${catalogue}_${request.query.year}.csv`, columns: exportColumns(catalogue) },
          each(rows[catalogue](db, authOf(request), request.query.year)),
        ),
    );
  }
};
