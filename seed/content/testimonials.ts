import type { SeedTestimonial } from '../types'

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Priya Raghavan',
    city: 'Chennai',
    quote:
      'I was sceptical until the Guna Milan breakdown explained exactly why our Nadi score was low instead of just giving us a number. My fiancé and I actually talked it through over dinner, and we both felt calmer afterwards.',
    rating: 5,
    order: 1,
  },
  {
    name: 'Arjun Mehta',
    city: 'Ahmedabad',
    quote:
      'The morning reading has become part of my chai routine. It is short, practical and never preachy — last month it nudged me to finally have a pending conversation with my business partner, and it went well.',
    rating: 5,
    order: 2,
  },
  {
    name: 'Sneha Kulkarni',
    city: 'Pune',
    quote:
      'My consultation with the Kundli matching astrologer was booked in two minutes and conducted in Marathi, which meant my parents could join in. She was patient with every single question my mother had.',
    rating: 5,
    order: 3,
  },
  {
    name: 'Rohan Das',
    city: 'Kolkata',
    quote:
      'I entered my birth time down to the minute, and the Moon sign I was given matched the kundli our family pandit drew up when I was born. That convinced me the calculations are done properly.',
    rating: 5,
    order: 4,
  },
  {
    name: 'Ananya Iyer',
    city: 'Bengaluru',
    quote:
      'The numerology report explained why 7 keeps turning up in my life without any scary predictions. I keep the astro journal alongside it and love looking back at how the month actually went.',
    rating: 5,
    order: 5,
  },
  {
    name: 'Léa Fontaine',
    city: 'Lyon',
    quote:
      'I grew up with Western sun signs, so discovering my sidereal Moon sign and nakshatra was eye-opening. The readings arrive right at midnight here in France and the explanations are clear even for a beginner.',
    rating: 5,
    order: 6,
  },
]
