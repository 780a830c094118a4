import type { TPassportStatus } from '@pdp/contract';

/** How the educator app names a passport status, and its chip colour. */
export const PASSPORT_STATUS: Record<
  TPassportStatus,
  { label: string; color: 'success' | 'primary' | 'default'; description: string }
> = {
  COMPLETE: {
    label: 'Complete',
    color: 'success',
    description: 'You have met every requirement for this period.',
  },
  IN_PROGRESS: {
    label: 'In progress',
    color: 'primary',
    description: 'You are on your way: keep going to meet every requirement.',
  },
  INCOMPLETE: {
    label: 'Not started',
    color: 'default',
    description: 'Nothing counts towards this period yet.',
  },
};

/** Points to two decimals at most, without trailing zeros: 1.5, 2, 0.25. */
export const formatPoints = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
