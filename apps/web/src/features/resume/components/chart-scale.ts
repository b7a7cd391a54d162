import { CHART_AXIS_MAX, type ChartItem } from '@portal/contracts';

/** Hours as shown on the chart: rounded (docs/spec/09-constants.md#layout). */
export const roundHours = (value: number): number => Math.round(Number.isFinite(value) ? value : 0);

/**
 * The axis end: 100 (docs/spec/09-constants.md#layout), or, when some modality exceeds 100 hours, the next multiple
 * of 20 above it, so no bar is cut off.
 */
export const axisMax = (items: readonly ChartItem[]): number => {
  const largest = Math.max(0, ...items.flatMap((i) => [i.carga_horaria_aproveitada, i.carga_horaria_maxima]));
  return largest <= CHART_AXIS_MAX ? CHART_AXIS_MAX : Math.ceil(largest / 20) * 20;
};

/** Five equal steps from 0 to the axis end: 0, 20, 40, 60, 80, 100. */
export const axisTicks = (max: number): number[] => Array.from({ length: 6 }, (_, i) => Math.round((max * i) / 5));

/** A bar's length as a percentage of the axis, between 0 and 100. */
export const barPercent = (value: number, max: number): number =>
  max <= 0 ? 0 : Math.min(100, Math.max(0, (roundHours(value) / max) * 100));
