import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box } from '@shop/shared-platform/ui/mui-core';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartDay, ordersDomain } from './chart-scale';
import type { SellerDashboard } from './dashboard-api';

/**
 * Revenue (bars) and orders (line) of the last 30 days. In Arabic the time axis runs right to
 * left and the value axes swap sides, as an Arabic reader expects. Loaded on its own (recharts
 * is large), after the dashboard's figures are on screen.
 */
export default function SalesChart({ days }: { days: SellerDashboard['sales_by_day'] }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const rtl = language === 'ar';
  const data = days.map((day) => ({ ...day, label: chartDay(day.date, language) }));
  return (
    <Box dir="ltr" sx={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 12, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" reversed={rtl} minTickGap={16} />
          <YAxis
            yAxisId="revenue"
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => formatEuro(value, language)}
            width={72}
          />
          <YAxis
            yAxisId="orders"
            orientation={rtl ? 'left' : 'right'}
            allowDecimals={false}
            domain={ordersDomain(days)}
            width={32}
          />
          <Tooltip
            formatter={(value, name) =>
              name === t('dashboard.revenue') ? formatEuro(Number(value), language) : value
            }
          />
          <Legend />
          <Bar yAxisId="revenue" dataKey="revenue" name={t('dashboard.revenue')} fill="#1565c0" />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={t('dashboard.orders')}
            stroke="#e65100"
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
