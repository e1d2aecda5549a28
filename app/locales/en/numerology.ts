// The numerology report's depth (ADR 211): the birthday number, each number's strengths and challenges, and the
// personal year, month and day. The page's older keys stay in the `compatibility` catalogue's `numerology` block.
export default {
  birthday: 'Birthday',
  explainBirthday: 'From the day of the month you were born: a talent you carry.',
  meaning: 'What it means',
  strengths: 'Strengths',
  challenges: 'Challenges',
  sameAs: 'Strengths and challenges as for your {{role}} number, {{value}}, above.',
  cycles: {
    heading: 'Your numbers now',
    lead: 'Personal year, month and day for {{date}} on your own calendar ({{zone}}). The personal year runs from 1 January to 31 December.',
    year: 'Personal year',
    month: 'Personal month',
    day: 'Personal day',
    missing:
      'Your birthday number and your personal year, month and day come from the date of birth in your profile. It is missing or differs from the one this report was made from: generate a new report to see them.',
  },
  pdf: {
    strengths: 'Strengths: {{text}}',
    challenges: 'Challenges: {{text}}',
    cycles: 'Personal year {{year}}, month {{month}}, day {{day}} ({{date}})',
  },
}
