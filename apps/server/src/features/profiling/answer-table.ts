import type { Executor } from '../../db/client.js';
import type { ProfileListRow } from './profiles-repository.js';
import * as repo from './responses-repository.js';

/**
 * A profile's three answers to every capability that counts, by active domain (domains without one
 * left out): what the PDF prints and what the educator's comparison shows. Three answer queries for
 * the whole profile, whatever the number of domains. The business ideal is that of the educator's
 * current department and employment type.
 */
export async function answerTable(db: Executor, instituteId: number, row: ProfileListRow) {
  const [labels, domains, capabilities] = await Promise.all([
    repo.responseLabelList(db, instituteId),
    repo.profileDomains(db, instituteId, row.profile.id),
    repo.allActiveCapabilities(db, instituteId),
  ]);
  const key =
    row.department_id !== null && row.employment_type_id !== null
      ? { department_id: row.department_id, employment_type_id: row.employment_type_id }
      : undefined;
  const ids = capabilities.map((c) => c.id);
  const byCapability = (answers: { capability_id: number; value: number }[]) =>
    new Map(answers.map((answer) => [answer.capability_id, answer.value]));
  const [educator, supervisor, ideal] = await Promise.all([
    repo.profileAnswers(db, 'educator', instituteId, row.profile.id, ids).then(byCapability),
    repo.profileAnswers(db, 'supervisor', instituteId, row.profile.id, ids).then(byCapability),
    (key ? repo.businessIdealAnswers(db, instituteId, key, ids) : Promise.resolve([])).then(byCapability),
  ]);
  const table = domains.map((domain) => ({
    id: domain.id,
    name: domain.name,
    color: domain.color,
    capabilities: capabilities
      .filter((capability) => capability.domain_id === domain.id)
      .map((capability, index) => ({
        id: capability.id,
        number: index + 1,
        statement: capability.statement,
        educator: educator.get(capability.id) ?? null,
        supervisor: supervisor.get(capability.id) ?? null,
        businessIdeal: ideal.get(capability.id) ?? null,
      })),
  }));
  return { labels, domains: table.filter((domain) => domain.capabilities.length > 0) };
}
