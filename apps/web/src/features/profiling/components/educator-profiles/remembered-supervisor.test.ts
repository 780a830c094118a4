import { describe, expect, it } from 'vitest';
import {
  educatorsHeading,
  parseStoredSupervisor,
  restoreSupervisor,
  supervisorStorageKey,
} from './remembered-supervisor';

const supervisors = [
  { id: 7, full_name: 'Ann Able' },
  { id: 9, full_name: 'Sue Visor' },
];

describe('restoreSupervisor (part 1 §4)', () => {
  it('restores the remembered supervisor while they still exist, with their current name', () => {
    expect(restoreSupervisor({ id: 9, name: 'Sue Old-Name' }, supervisors)).toEqual({
      id: 9,
      name: 'Sue Visor',
    });
  });

  it('falls back to the first supervisor when the remembered one is gone', () => {
    expect(restoreSupervisor({ id: 99, name: 'Gone' }, supervisors)).toEqual({ id: 7, name: 'Ann Able' });
  });

  it('uses the first supervisor when nothing was remembered', () => {
    expect(restoreSupervisor(null, supervisors)).toEqual({ id: 7, name: 'Ann Able' });
  });

  it('is nobody when the institute has no supervisors', () => {
    expect(restoreSupervisor({ id: 9, name: 'Sue Visor' }, [])).toBeNull();
  });
});

describe('parseStoredSupervisor', () => {
  it('reads {id, name}', () => {
    expect(parseStoredSupervisor('{"id":9,"name":"Sue Visor"}')).toEqual({ id: 9, name: 'Sue Visor' });
  });

  it.each([null, '', 'not json', '42', '{"id":"9","name":"x"}', '{"id":9}', 'null'])('ignores %s', (raw) => {
    expect(parseStoredSupervisor(raw)).toBeNull();
  });
});

describe('names', () => {
  it('keys the storage per institute', () => {
    expect(supervisorStorageKey(3)).toBe('pdp.profiling.supervisor.3');
  });

  it("heads the list with the supervisor's name", () => {
    expect(educatorsHeading('Sue Visor')).toBe("Sue Visor's Educators");
  });
});
