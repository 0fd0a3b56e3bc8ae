import {
  addBusinessDays,
  type CalendarDay,
  type HolidayCalendar,
  isBusinessDay,
  localTime,
  nextBusinessDay,
} from "./business-days";

/** When the shop takes an order into production, and on which days it works. */
export interface DeliveryRules {
  /** Orders placed on a business day before this local time (minutes after midnight) start that day. */
  cutoffMinutes: number;
  /** The shop's time zone, e.g. Europe/Berlin. */
  timeZone: string;
  holidays: HolidayCalendar;
}

export interface DeliveryDates {
  /** The business day production starts: today before the cut-off, else the next business day. */
  orderDay: CalendarDay;
  /** The day the parts leave: `productionDays` business days after the order day. */
  shipDay: CalendarDay;
  /** The day the parts arrive: `shippingDays` business days after the ship day. */
  deliveryDay: CalendarDay;
}

/**
 * The estimated delivery of an order placed at `now`: production and shipping counted in business
 * days (no weekends, no holidays), from today when ordered on a business day before the cut-off.
 */
export function estimateDelivery(
  now: Date,
  days: { production: number; shipping: number },
  rules: DeliveryRules,
): DeliveryDates {
  const { day: today, minutes } = localTime(now, rules.timeZone);
  const orderDay =
    isBusinessDay(today, rules.holidays) && minutes < rules.cutoffMinutes
      ? today
      : nextBusinessDay(today, rules.holidays);
  const shipDay = addBusinessDays(orderDay, days.production, rules.holidays);
  return { orderDay, shipDay, deliveryDay: addBusinessDays(shipDay, days.shipping, rules.holidays) };
}

/** `HH:MM` (00:00 to 23:59) as minutes after midnight; null when it is not such a time. */
export function parseCutoff(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
