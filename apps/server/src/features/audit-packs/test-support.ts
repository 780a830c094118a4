import { PDFParse } from 'pdf-parse';
import yauzl from 'yauzl';
import type { TestApp } from '../../../test/app.js';
import { points_histories, points_history_evidences } from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';

/** The text of a PDF, as a reader would copy it. */
export async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Every entry of a ZIP: its name and bytes. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}

/**
 * A vocational history row of `userId` with evidence files: each stored unless `missing`, under its
 * client name as given (hostile names and duplicates included).
 */
export async function ledgerRowWithFiles(
  t: TestApp,
  instituteId: number,
  userId: number,
  row: {
    date: string;
    activity_name: string;
    points?: number;
    approval_reason?: string;
    created_by_id?: number;
  },
  files: { filename: string; content?: Buffer; missing?: boolean }[],
) {
  const [history] = await t.db
    .insert(points_histories)
    .values({ institute_id: instituteId, user_id: userId, type: 'PointsVocational', points: 2, ...row })
    .returning();
  for (const file of files) {
    const key = `${instituteId}/${randomToken()}.pdf`;
    const content = file.content ?? Buffer.from(`%PDF-1.4 ${file.filename}`);
    if (!file.missing) await t.app.deps.storage.put(key, content);
    await t.db.insert(points_history_evidences).values({
      institute_id: instituteId,
      points_history_id: history!.id,
      upload_id: randomToken(),
      storage_key: key,
      filename: file.filename,
      size: content.length,
      mime_type: 'application/pdf',
    });
  }
  return history!;
}
