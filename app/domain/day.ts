// A customer's day: the calendar date and the time zone it is read in (ADR 085). Each daily feature (the reading, the
// lucky elements, the affirmation, the love forecast, the life and career analysis) is made once per customer and Day.
export type Day = { date: string; tz: string }
