export { ChartFigure } from './chart-figure';
export { monthLabel, monthsBetween } from './chart-data';
