import { counted, type TProgram } from '@pdp/contract';
import type { ConfirmOptions } from '../../../../components/confirm-dialog';
import { UNNAMED_PROGRAM } from './program-name';

/**
 * What Unpublish asks before it takes a live program off the catalogue. Unpublishing keeps every
 * registration (the server deletes nothing), but a draft is hidden from educators' catalogue, takes
 * no registrations and gets no workshop reminders, and registrants are not emailed about it.
 */
export function unpublishQuestion(program: Pick<TProgram, 'name' | 'num_registrations'>): ConfirmOptions {
  const count = program.num_registrations;
  const name = program.name ?? UNNAMED_PROGRAM;
  const offCatalogue =
    'it leaves the catalogue, no one can register, and no workshop reminders are sent until you publish it again.';
  const message =
    count === 0
      ? `No one is registered for ${name}. As a draft, ${offCatalogue}`
      : `${counted(count, 'person is', 'people are')} registered for ${name}. ` +
        `They keep their registrations, but as a draft ${offCatalogue} ` +
        `They are not told: use Notify registrants to let them know.`;
  return { title: 'Unpublish program?', message, confirmLabel: 'Unpublish', destructive: true };
}
