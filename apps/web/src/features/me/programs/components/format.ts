export const pointsText = (points: number) => `${points} point${points === 1 ? '' : 's'}`;

/** "5 places left", "Full", or nothing without a limit. */
export function placesText(placesLeft: number | null): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return 'Full';
  return `${placesLeft} place${placesLeft === 1 ? '' : 's'} left`;
}
