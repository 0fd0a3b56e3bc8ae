import Holidays from "date-holidays";

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** Whether a calendar day is a holiday (the shop neither produces nor ships). */
export type HolidayCalendar = (day: CalendarDay) => boolean;

/**
 * Germany's nationwide public holidays (New Year, Good Friday, Easter Monday, 1 May, Ascension,
 * Whit Monday, 3 October, Christmas Day and Boxing Day), from the maintained `date-holidays` data;
 * each year is computed once.
 */
export function germanHolidays(): HolidayCalendar {
  const calendar = new Holidays("DE");
  const years = new Map<number, Set<CalendarDay>>();
  return (day) => {
    const year = Number(day.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Set(
        calendar
          .getHolidays(year)
          .filter((holiday) => holiday.type === "public")
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      years.set(year, days);
    }
    return days.has(day);
  };
}

const asUtc = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/** The day `days` calendar days after `day`. */
export const addCalendarDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Monday to Friday and no holiday. */
export function isBusinessDay(day: CalendarDay, holidays: HolidayCalendar): boolean {
  const weekday = asUtc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: CalendarDay, holidays: HolidayCalendar): CalendarDay {
  let next = addCalendarDays(day, 1);
  while (!isBusinessDay(next, holidays)) next = addCalendarDays(next, 1);
  return next;
}

/** The business day `days` business days after `day` (`day` itself for 0). */
export function addBusinessDays(day: CalendarDay, days: number, holidays: HolidayCalendar): CalendarDay {
  let result = day;
  for (let i = 0; i < days; i++) result = nextBusinessDay(result, holidays);
  return result;
}

/** The calendar day and the minutes since midnight of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { day: CalendarDay; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
