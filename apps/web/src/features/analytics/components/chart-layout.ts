/** Sizes shared by the Indicadores charts. */
export const HEIGHT = 280;
/** A horizontal chart's height: room for each band's label. */
export const bandHeight = (n: number) => Math.max(160, 48 + n * 36);
/** Bars along a band axis of labels on the left: the funnel and the rankings. */
export const HORIZONTAL = {
  layout: 'horizontal' as const,
  yAxis: [{ scaleType: 'band' as const, dataKey: 'label', width: 130 }],
};
