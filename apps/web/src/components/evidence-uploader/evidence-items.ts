import type { TPointsHistory } from '@pdp/contract';

/** A saved evidence file as the API answers it (part 2 §3 "Evidence file"). */
export type SavedEvidence = TPointsHistory['evidences'][number];

/**
 * What an evidence uploader holds (part 2 §3 "Evidence file", §4 "Evidence file removal"): the
 * entry's files already saved, and the files uploaded to the cache in this form. Removing a new
 * upload drops it; removing a saved file marks it for deletion, so the save sends `_destroy`.
 */
export interface ExistingEvidenceItem {
  kind: 'existing';
  id: number;
  filename: string;
  size: number;
  mimeType: string;
  fileUrl: string | null;
  isMarkedForDeletion: boolean;
}

export interface NewEvidenceItem {
  kind: 'new';
  /** The cached upload's id from POST /upload, sent back as `file_id`. */
  fileId: string;
  filename: string;
  size: number;
  mimeType: string;
}

export type EvidenceItem = ExistingEvidenceItem | NewEvidenceItem;

/** One entry of `evidences_attributes`: a new upload to promote, or a saved file to delete. */
export type EvidenceAttribute = { file_id: string } | { id: number; _destroy: true };

/** A stable key per item, for lists and for `removeEvidence`. */
export const evidenceKey = (item: EvidenceItem): string =>
  item.kind === 'existing' ? `existing-${item.id}` : `new-${item.fileId}`;

/** The uploader's starting value for a saved entry's evidences. */
export function evidenceItemsFrom(evidences: readonly SavedEvidence[] | undefined): EvidenceItem[] {
  return (evidences ?? []).map((evidence) => ({
    kind: 'existing',
    id: evidence.id,
    filename: evidence.metadata.filename,
    size: evidence.metadata.size,
    mimeType: evidence.metadata.mime_type,
    fileUrl: evidence.file_url,
    isMarkedForDeletion: false,
  }));
}

/** Remove: a new upload is dropped; a saved file is marked for deletion (and can be kept again). */
export function removeEvidence(items: readonly EvidenceItem[], key: string): EvidenceItem[] {
  return items.flatMap((item) => {
    if (evidenceKey(item) !== key) return [item];
    return item.kind === 'new' ? [] : [{ ...item, isMarkedForDeletion: true }];
  });
}

/** Undo the removal of a saved file. */
export function keepEvidence(items: readonly EvidenceItem[], key: string): EvidenceItem[] {
  return items.map((item) =>
    item.kind === 'existing' && evidenceKey(item) === key ? { ...item, isMarkedForDeletion: false } : item,
  );
}

/** The files the entry will have once saved: kept saved files and new uploads. */
export const keptEvidenceCount = (items: readonly EvidenceItem[]): number =>
  items.filter((item) => item.kind === 'new' || !item.isMarkedForDeletion).length;

/**
 * `evidences_attributes` for a save: every new upload by its `file_id`, every saved file marked for
 * deletion as `{id, _destroy: true}`; kept saved files are left out (unchanged).
 */
export function toEvidenceAttributes(items: readonly EvidenceItem[]): EvidenceAttribute[] {
  return items.flatMap((item): EvidenceAttribute[] => {
    if (item.kind === 'new') return [{ file_id: item.fileId }];
    return item.isMarkedForDeletion ? [{ id: item.id, _destroy: true }] : [];
  });
}

/** Only the new uploads, for a create (nothing is saved yet, so nothing to delete). */
export const newEvidenceAttributes = (items: readonly EvidenceItem[]): { file_id: string }[] =>
  items.flatMap((item) => (item.kind === 'new' ? [{ file_id: item.fileId }] : []));
