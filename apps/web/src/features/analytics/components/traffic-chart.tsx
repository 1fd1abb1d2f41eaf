// The Traffic Overview's chart (recharts, loaded only with this screen: traffic-overview.tsx imports this module
// lazily). A picture for sighted readers: the table beside it carries every value for everyone else, so the
// chart is one image with a name that says so.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TrafficPoint {
  label: string;
  tick: string;
  views: number;
  visitors: number;
}

export default function TrafficChart({ points }: { points: TrafficPoint[] }) {
  // A line needs two points: a day or two alone are drawn as dots.
  const dot = points.length < 3;
  return (
    <div
      role="img"
      aria-label="Chart of views and visitors over the period; the table under it lists every value"
      className="h-72 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="tick" tickLine={false} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
          <Tooltip labelFormatter={(_, payload) => String(payload[0]?.payload.label ?? '')} />
          <Legend />
          <Line
            type="linear"
            dataKey="views"
            name="Views"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={dot}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="visitors"
            name="Visitors"
            stroke="var(--color-muted-foreground)"
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={dot}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
