import { counted } from '@pdp/contract';
export const pointsText = (points: number) => counted(points, 'point');

/** "5 places left", "Full", or nothing without a limit. */
export function placesText(placesLeft: number | null): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return 'Full';
  return `${counted(placesLeft, 'place')} left`;
}
