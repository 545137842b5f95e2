import { theme } from '@clinic/platform';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabSeriesRow, LabsVsLeadsRow, OfficeChartRow } from './chartData';

/**
 * The dashboard's charts (recharts, loaded with the dashboard's own chunk only). Each fills its
 * card's width; the first render uses a typical size until the container is measured.
 */

const HEIGHT = 280;
const INITIAL = { width: 640, height: HEIGHT };
const AXIS = { fontSize: 12, fill: theme.colors.mutedText };

/** Paid lab orders and new leads per day. */
export function LabsVsLeadsChart({ rows, labels }: { rows: LabsVsLeadsRow[]; labels: { labs: string; leads: string } }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="day" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS} width={36} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Line type="linear" dataKey="labs" name={labels.labs} stroke={theme.colors.primary} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
        <Line type="linear" dataKey="leads" name={labels.leads} stroke={theme.colors.accent} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

const TEST_COLORS = [theme.colors.primary, theme.colors.accent, theme.colors.warning];

/** Orders holding each lab test, per day, side by side. */
export function LabSeriesChart({ rows, series }: { rows: LabSeriesRow[]; series: ReadonlyArray<{ key: string; label: string }> }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} width={36} />
        <Tooltip />
        <Legend itemSorter={null} />
        {series.map(({ key, label }, i) => (
          <Bar key={key} dataKey={key} name={label} fill={TEST_COLORS[i % TEST_COLORS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Visits and upcoming appointments per office, one horizontal row per office so names stay readable on phones. */
export function OfficeVisitsChart({ rows, labels }: { rows: OfficeChartRow[]; labels: { visits: string; upcoming: string } }) {
  const height = 60 + rows.length * 44;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: INITIAL.width, height }}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="office" tick={AXIS} width={96} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Bar dataKey="visits" name={labels.visits} fill={theme.colors.primary} isAnimationActive={false} />
        <Bar dataKey="upcoming" name={labels.upcoming} fill={theme.colors.accent} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
