export { ChartFigure, type ChartFigureProps } from './chart-figure';
export { monthLabel, monthsBetween, type ChartData, type ChartSeries } from './chart-data';
