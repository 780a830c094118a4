import { api, reportPermission } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import {
  calibrationReportColumns,
  exportCalibrationReport,
  listCalibrationReport,
  summarizeCalibrationReport,
} from './calibration-service.js';
import {
  demandReportColumns,
  demandReportPdf,
  exportDemandReport,
  listDemandReport,
} from './demand-service.js';
import { addPagedReport, addReportPdf, tags } from './paged-report-routes.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const FILTERS =
  'Filters (q[...]): division_id_eq, department_id_eq, employment_type_id_eq (whole numbers; anything ' +
  'else is a 422). Admins only.';

/** The planners' reports (docs/using-planning.md): Demand (+ .csv, .pdf) and Rating Calibration (+ .csv, summary). */
export function planningReportRoutes(app: App) {
  addPagedReport(app, {
    operations: api.reports.demand,
    report: { name: 'demand', list: listDemandReport, exportRows: exportDemandReport },
    columns: demandReportColumns,
    summary: 'Demand: per domain, educators with a gap against the places scheduled in 3, 6 and 12 months',
    description:
      `${FILTERS} A gap: a capability of the educator's latest completed profile rated below the business ` +
      'ideal of their department and employment type (active educators). Places: free places of live ' +
      'programs taking registrations that start within the horizon. Sorted by shortfall.',
  });
  addReportPdf(app, {
    operation: api.reports.demand.pdf,
    name: 'demand',
    summary: 'Demand report as a PDF, for the same filters',
    description: FILTERS,
    render: demandReportPdf,
  });
  const calibrationDescription =
    `${FILTERS} Also date_from_eq (yyyy-MM-dd: the passport period containing it, default the current ` +
    'one): its completed profiles. Groups of fewer than 5 educators are left out.';
  addPagedReport(app, {
    operations: api.reports.calibration,
    report: { name: 'calibration', list: listCalibrationReport, exportRows: exportCalibrationReport },
    columns: calibrationReportColumns,
    summary: 'Rating calibration: each supervisor’s ratings against the institute’s for the same statements',
    description: calibrationDescription,
  });
  serve(
    app,
    api.reports.calibration.summary,
    {
      onRequest: app.requirePermission(reportPermission('calibration')),
      schema: {
        tags,
        summary:
          'Rating calibration: the rating distribution, self against supervisor and the ideal by department',
        description: calibrationDescription,
      },
    },
    async (request) => summarizeCalibrationReport(app.deps, authOf(request), request.query),
  );
}
