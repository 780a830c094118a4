import { describe, expect, it } from 'vitest';
import { unpublishQuestion } from './unpublish-question';

const message = (count: number, name: string | null = 'Masterclass') =>
  String(unpublishQuestion({ name, num_registrations: count }).message);

describe('unpublishQuestion', () => {
  it('names how many are registered and that they keep their registrations', () => {
    expect(message(13)).toMatch(/^13 people are registered for Masterclass\. They keep their registrations/);
    expect(message(1)).toMatch(/^1 person is registered for Masterclass\./);
  });

  it('says only what happens to the program when no one is registered', () => {
    expect(message(0, null)).toMatch(/^No one is registered for Unnamed Program\. As a draft, it leaves/);
    expect(message(0)).not.toContain('keep their registrations');
  });

  it('asks with a red Unpublish, Cancel first', () => {
    expect(unpublishQuestion({ name: 'X', num_registrations: 2 })).toMatchObject({
      title: 'Unpublish program?',
      confirmLabel: 'Unpublish',
      destructive: true,
    });
  });
});
