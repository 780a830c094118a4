import { describe, expect, it } from 'vitest';
import { defineFieldVisibility } from './field-visibility.js';

interface Room {
  id: number;
  name: string;
  door_code: string | null;
  wifi: string | null;
}

const ROOM_FIELDS = defineFieldVisibility<Room, 'owner' | 'guest'>({
  door_code: ['owner', 'guest'],
  wifi: ['owner'],
});
const room: Room = { id: 1, name: 'Lab', door_code: '2231', wifi: 'pw' };

describe('defineFieldVisibility', () => {
  it('keeps a field for a viewer with one of its relations and reads it as null for the rest', () => {
    expect(ROOM_FIELDS.visibleTo(new Set(['owner']))(room)).toEqual(room);
    expect(ROOM_FIELDS.visibleTo(new Set(['guest']))(room)).toEqual({ ...room, wifi: null });
    expect(ROOM_FIELDS.visibleTo(new Set())(room)).toEqual({ ...room, door_code: null, wifi: null });
    expect(ROOM_FIELDS.hiddenFrom(new Set(['guest']))).toEqual(['wifi']);
  });

  it('reads any shape with some of the fields, adds none it lacks, and leaves the record given as it was', () => {
    const summary = { id: 1, door_code: '2231', start: new Date(0) };
    const seen = ROOM_FIELDS.visibleTo(new Set())(summary);
    expect(seen).toEqual({ id: 1, door_code: null, start: new Date(0) });
    expect(summary.door_code).toBe('2231');
  });
});
