/**
 * The value axis of the home-made charts (ColumnChart, BarChart): round gridlines from 0 to a round top at or above
 * the largest value, so an admin reads '0, 5, 10, 15, 20' rather than '0, 4,25, 8,5…'.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Counts never step by less than 1 (no '0,5 inscription').
  const step = Math.max(1, ([1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude));
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return ticks.length > 1 ? ticks : [0, step];
}

/** Whether a chart has nothing to draw: no series with a value above 0 (a blank box is shown as 'Pas encore de données'). */
export const hasNoData = (values: ReadonlyArray<number | null>): boolean => values.every((value) => !value || value <= 0);
