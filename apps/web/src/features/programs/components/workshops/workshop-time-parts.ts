import type { ProgramFormControl } from '../programs/program-form-values';

export type TimePart = 'date' | 'start' | 'end';

export const TIME_PARTS: readonly TimePart[] = ['date', 'start', 'end'];
export const TIME_LABELS: Record<TimePart, string> = { date: 'Date', start: 'Start time', end: 'End time' };

export interface WorkshopTimeFieldsProps {
  control: ProgramFormControl;
  index: number;
  disabled: boolean;
}
