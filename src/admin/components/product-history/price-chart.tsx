import { Heading, Skeleton, Text } from "@medusajs/ui"
import { useMemo } from "react"
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts"
import { ErrorState } from "../common/error-state"
import { TimeZoneNote } from "../common/time-zone-note"
import { usePriceSeries } from "../../hooks/api/product-history"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { formatPrice, hasPrices, toChartData } from "./price-chart-data"

type Props = { productId: string; hideWhenEmpty?: boolean }

const COLORS = [
  "#3b82f6",
  "#f97316",
  "#10b981",
  "#a855f7",
  "#ef4444",
  "#0ea5e9",
  "#eab308",
  "#64748b",
]
/** Seven evenly spaced ticks over the window (recharts shows only the ends of a time domain otherwise). */
const ticksOf = (from: number, to: number) =>
  Array.from({ length: 7 }, (_, i) => Math.round(from + ((to - from) * i) / 6))

/**
 * Step chart of the product's prices over the last 90 days, one line per
 * variant and price (currency, tier, region, price list), named by the
 * server's label; a line starts at its first known price, not before.
 */
export const PriceChart = ({ productId, hideWhenEmpty }: Props) => {
  const { t, i18n } = usePluginTranslation()
  const { zone, format } = useShopTime()
  const day = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        month: "short",
        day: "numeric",
        timeZone: zone,
      }),
    [i18n.language, zone]
  )
  const { data, isLoading, error, refetch } = usePriceSeries(productId, 90)
  const series = data?.price_series
  if (hideWhenEmpty && !isLoading && !error && !hasPrices(series)) return null

  const title = t("history.chart.title")
  const { lines, rows } = series
    ? toChartData(series, {
        gross: t("history.chart.gross"),
        net: t("history.chart.net"),
      })
    : { lines: [], rows: [] }
  const currencyOf = (key: string) =>
    lines.find((l) => l.key === key)?.currency ?? ""

  return (
    <section className="flex flex-col gap-y-2" aria-label={title}>
      <div>
        <Heading level="h3">{title}</Heading>
        <Text size="xsmall" className="text-ui-fg-subtle">
          <TimeZoneNote />
        </Text>
      </div>
      {isLoading && (
        <div role="status">
          <span className="sr-only">{t("history.chart.loading")}</span>
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {error && !series && (
        <ErrorState
          what={t("history.chart.what")}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {series && !hasPrices(series) && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("history.chart.none")}
        </Text>
      )}
      {series && hasPrices(series) && (
        <div className="h-72 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={rows}
              margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
              <XAxis
                dataKey="at"
                type="number"
                scale="time"
                domain={[
                  new Date(series.from).getTime(),
                  new Date(series.to).getTime(),
                ]}
                ticks={ticksOf(
                  new Date(series.from).getTime(),
                  new Date(series.to).getTime()
                )}
                tickFormatter={(at: number) => day.format(new Date(at))}
                tick={{ fontSize: 11 }}
              />
              <YAxis tick={{ fontSize: 11 }} width={64} />
              <Tooltip
                labelFormatter={(at) => format(new Date(Number(at)))}
                formatter={(value, _name, item) =>
                  typeof value === "number"
                    ? formatPrice(
                        value,
                        currencyOf(String(item?.dataKey ?? "")),
                        i18n.language
                      )
                    : String(value ?? "")
                }
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {lines.map((line, i) => (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  name={line.name}
                  type="stepAfter"
                  stroke={COLORS[i % COLORS.length]}
                  dot={false}
                  strokeWidth={2}
                  isAnimationActive={false}
                  connectNulls={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  )
}
