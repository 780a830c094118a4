import { describe, expect, it } from 'vitest';
import { actorName } from './audit-labels';

describe('actorName', () => {
  const event = {
    user_id: 7,
    user_full_name: 'Grace Achterberg',
    on_behalf_of_user_id: null,
    on_behalf_of_full_name: null,
  };

  it('names the user, "System" without one, and the id of a user since removed', () => {
    expect(actorName(event)).toBe('Grace Achterberg');
    expect(actorName({ ...event, user_id: null, user_full_name: null })).toBe('System');
    expect(actorName({ ...event, user_full_name: null })).toBe('User #7');
  });

  it('adds whom a delegate acted for', () => {
    expect(actorName({ ...event, on_behalf_of_user_id: 3, on_behalf_of_full_name: 'Sue Visor' })).toBe(
      'Grace Achterberg on behalf of Sue Visor',
    );
    expect(actorName({ ...event, on_behalf_of_user_id: 3, on_behalf_of_full_name: null })).toBe(
      'Grace Achterberg on behalf of User #3',
    );
  });
});
