// The profile form's fields as the browser posts them to /horoscope, for a birth given as date, clock time and place:
// shared by the browser tests (tests/e2e/fixtures.ts) and the cluster tests (tests/cluster/harness.ts).
export type Birth = { date: string; time: string | null; place: string; latitude: string; longitude: string; timeZone: string }

export function profileForm(fullName: string, birth: Birth): Record<string, string> {
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = (birth.time ?? '12:00').split(':').map(Number) as [number, number]
  return {
    fullName,
    birthDay: String(day),
    birthMonth: String(month),
    birthYear: String(year),
    ...(birth.time
      ? {
          birthHour: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'),
          birthMinute: String(minute).padStart(2, '0'),
          birthPeriod: hour < 12 ? 'AM' : 'PM',
        }
      : { birthTimeUnknown: 'on' }),
    gender: 'female',
    placeManual: 'on',
    placeName: birth.place,
    latitude: birth.latitude,
    longitude: birth.longitude,
    timeZone: birth.timeZone,
  }
}
