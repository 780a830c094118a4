import { describe, expect, it } from 'vitest';
import {
  evidenceItemsFrom,
  evidenceKey,
  keepEvidence,
  keptEvidenceCount,
  newEvidenceAttributes,
  removeEvidence,
  toEvidenceAttributes,
  type EvidenceItem,
} from './evidence-items';

const saved = evidenceItemsFrom([
  {
    id: 7,
    file_url: '/api/v1/evidence_files/abc',
    metadata: { filename: 'cert.pdf', size: 2048, mime_type: 'application/pdf', file_id: 'abc' },
  },
]);
const uploaded: EvidenceItem = {
  kind: 'new',
  fileId: 'cache-1',
  filename: 'photo.png',
  size: 10,
  mimeType: 'image/png',
};

describe('evidence items (part 2 §4 "Evidence file removal")', () => {
  it('reads saved evidences with their download link', () => {
    expect(saved).toEqual([
      {
        kind: 'existing',
        id: 7,
        filename: 'cert.pdf',
        size: 2048,
        mimeType: 'application/pdf',
        fileUrl: '/api/v1/evidence_files/abc',
        isMarkedForDeletion: false,
      },
    ]);
  });

  it('drops a new upload and marks a saved file for deletion', () => {
    const items = [...saved, uploaded];
    const withoutNew = removeEvidence(items, evidenceKey(uploaded));
    expect(withoutNew).toEqual(saved);
    const withoutSaved = removeEvidence(items, 'existing-7');
    expect(withoutSaved).toHaveLength(2);
    expect(withoutSaved[0]).toMatchObject({ id: 7, isMarkedForDeletion: true });
    expect(keptEvidenceCount(withoutSaved)).toBe(1);
    expect(keepEvidence(withoutSaved, 'existing-7')[0]).toMatchObject({ isMarkedForDeletion: false });
  });

  it('sends new uploads by file_id and removed saved files as _destroy', () => {
    const items = removeEvidence([...saved, uploaded], 'existing-7');
    expect(toEvidenceAttributes(items)).toEqual([{ id: 7, _destroy: true }, { file_id: 'cache-1' }]);
    expect(toEvidenceAttributes([...saved, uploaded])).toEqual([{ file_id: 'cache-1' }]);
    expect(newEvidenceAttributes(items)).toEqual([{ file_id: 'cache-1' }]);
  });
});
