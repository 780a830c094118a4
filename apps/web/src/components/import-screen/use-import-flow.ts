import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkCsvFile } from './csv-file-rules';
import { differencesFromPreview } from './import-plan-diff';
import type { ImportResult, ImportUpload } from './upload-import-file';

/** The file could not be read again for the real import: it was changed, moved or deleted. */
export const FILE_UNREADABLE =
  'The file could not be read again: it was changed, moved or deleted since the preview. Choose it again and preview it.';

interface Imported {
  result: ImportResult;
  /** The file's bytes differ from the previewed ones. */
  fileChanged: boolean;
  /** Rows the import treated differently from the preview. */
  differences: string[];
}

const sameBytes = (a: ArrayBuffer, b: ArrayBuffer) => {
  if (a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  return x.every((byte, i) => byte === y[i]);
};

/**
 * An import screen's two steps: Preview sends the file as a dry run and shows the plan; Import
 * (only after a preview without issues) reads the file again and sends it for real. The server
 * validates again, so a change in between — to the file or to the data — shows as issues or as
 * the rows that came out differently from the preview.
 */
export function useImportFlow(upload: ImportUpload) {
  const [file, setFile] = useState<File | null>(null);
  const [previewBytes, setPreviewBytes] = useState<ArrayBuffer | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const send = (bytes: ArrayBuffer, chosen: File, dryRun: boolean) =>
    upload(new File([bytes], chosen.name, { type: chosen.type || 'text/csv' }), { dryRun });

  /** Reads the file now; null (and a message) when the browser can no longer read it. */
  const read = async (chosen: File) => {
    try {
      return await chosen.arrayBuffer();
    } catch {
      setReadError(FILE_UNREADABLE);
      return null;
    }
  };

  const preview = useMutation({
    mutationFn: async (chosen: File): Promise<ImportResult | null> => {
      const bytes = await read(chosen);
      if (!bytes) return null;
      setPreviewBytes(bytes);
      return send(bytes, chosen, true);
    },
  });
  const run = useMutation({
    mutationFn: async (chosen: File): Promise<Imported | null> => {
      const bytes = await read(chosen);
      if (!bytes) return null;
      const result = await send(bytes, chosen, false);
      return {
        result,
        fileChanged: previewBytes !== null && !sameBytes(previewBytes, bytes),
        differences: preview.data ? differencesFromPreview(preview.data, result) : [],
      };
    },
  });

  const fileError = file ? checkCsvFile(file) : null;
  const isRunning = preview.isPending || run.isPending;
  const previewed = preview.data ?? null;
  const imported = run.data ?? null;

  return {
    file,
    fileError,
    readError,
    isRunning,
    /** What the running request does, for the status line. */
    runningStep: run.isPending ? ('import' as const) : preview.isPending ? ('preview' as const) : null,
    previewed,
    imported,
    // Once a file is imported, the next import needs a new (or fixed) file.
    canPreview: Boolean(file) && !fileError && !isRunning && !(imported && !imported.result.errors.length),
    canImport:
      Boolean(file && previewed) && previewed!.errors.length === 0 && !isRunning && !imported && !readError,
    choose(chosen: File) {
      setFile(chosen);
      setPreviewBytes(null);
      setReadError(null);
      preview.reset();
      run.reset();
    },
    preview() {
      if (!file) return;
      setReadError(null);
      run.reset();
      preview.mutate(file);
    },
    import() {
      if (file) run.mutate(file);
    },
  };
}
