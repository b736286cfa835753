import BarChart from '@cloudscape-design/components/bar-chart';
import { analysisBandLabels, analysisBands, type AnalysisData } from '@tessera/contracts';

/** The words of each band of an analysis's total as bars. */
export function BandChart({ total }: { total: AnalysisData }) {
  const data = analysisBands.map((band) => ({ x: analysisBandLabels[band], y: total[band].words }));
  const highest = Math.max(...data.map((point) => point.y), 1);
  return (
    <BarChart
      series={[{ title: 'Words', type: 'bar', data }]}
      xDomain={data.map((point) => point.x)}
      yDomain={[0, highest]}
      xScaleType="categorical"
      xTitle="Match"
      yTitle="Words"
      horizontalBars
      height={340}
      hideFilter
      ariaLabel="Words per match band"
    />
  );
}
