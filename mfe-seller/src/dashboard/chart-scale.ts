import { intlLocale } from '@shop/shared-contracts/format/locale';

/** Direction marks Intl puts into Arabic dates ("7\u200f/12"). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * A day on the chart's axis ("7/12", "7.12."), as the language writes it. The chart is drawn left
 * to right, where Intl's right-to-left marks reorder the day and the month ("712/"); the marks go.
 */
export function chartDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(DIRECTION_MARKS, '');
}

/** The orders axis from 0 to the busiest day (at least 1), so the line stays inside the chart. */
export function ordersDomain(days: readonly { orders: number }[]): [number, number] {
  return [0, Math.max(1, ...days.map((day) => day.orders))];
}
