import type { SeedFaq } from '../types'

export const faqs: SeedFaq[] = [
  // Landing page, in this order: accuracy, multiple profiles, the European approach,
  // update frequency, consultations, data security.
  {
    placement: 'landing',
    order: 1,
    question: 'How accurate are the readings?',
    answer:
      'The astronomy is precise: planetary positions are computed for your exact birth date, time and place, then converted to the sidereal zodiac with the Lahiri ayanamsa used in Vedic astrology. The interpretation is where tradition comes in — astrology offers a lens for reflection, not a guarantee about the future. The more accurate your birth time, the more specific your chart (your ascendant changes roughly every two hours).',
  },
  {
    placement: 'landing',
    order: 2,
    question: 'Can I create profiles for family members?',
    answer:
      "Each account holds one cosmic profile — your own — so your daily readings stay personal. You don't need extra profiles to explore relationships: soulmate compatibility and the crush analyser let you enter another person's birth details directly. Family members who want their own daily readings can create their own free account.",
  },
  {
    placement: 'landing',
    order: 3,
    question: 'What is your European approach?',
    answer:
      'Wherever you live, your daily reading turns over at midnight in your own time zone, and dates are shown in the en-EU style (for example, 15 August 2026). The method itself is not European: it is rooted in Indian Vedic tradition, using sidereal positions with the Lahiri ayanamsa, computed from real astronomical data rather than from tables or guesswork.',
  },
  {
    placement: 'landing',
    order: 4,
    question: 'How often are readings updated?',
    answer:
      'Your daily reading, lucky numbers and power colours are renewed every day at midnight in your own time zone. Numerology reports, compatibility readings and life and career analyses are generated whenever you ask for them, and you can revisit saved ones from your dashboard.',
  },
  {
    placement: 'landing',
    order: 5,
    question: 'Can I speak to a real astrologer?',
    answer:
      'Yes. Once you are signed in, open Consultations from your dashboard, choose one of our astrologers, pick a video, audio or chat session of 30, 60 or 90 minutes and a time that suits you. Each astrologer lists their specialty, languages and price per session before you book.',
  },
  {
    placement: 'landing',
    order: 6,
    question: 'Is my birth data secure?',
    answer:
      'Your birth date, time and place are encrypted at rest with AES-256-GCM and are used only to compute your readings. We never sell your data, we use no third-party trackers, and card payments are handled by Stripe, so we never see your card number. You can download your data or delete your account from Settings at any time.',
  },

  // Contact page.
  {
    placement: 'contact',
    order: 1,
    question: 'How quickly will you reply?',
    answer:
      'Our support team replies to every message within 24 hours. Please include the email address you use for your account so we can find your details quickly.',
  },
  {
    placement: 'contact',
    order: 2,
    question: 'Can I get a refund?',
    answer:
      'One-time purchases can be cancelled within 24 hours for a full refund, and lifetime plans within 7 days. We review refund requests in 2 to 3 business days and pay approved refunds in 5 to 7 business days. The full details are in our Cancellation and Refund Policy.',
  },
  {
    placement: 'contact',
    order: 3,
    question: 'I entered the wrong birth details. How do I change them?',
    answer:
      'Open your cosmic profile form (at /horoscope) and correct your date, time or place of birth, then save. Readings you generate from then on use the new details; readings already saved keep the details they were made with.',
  },
  {
    placement: 'contact',
    order: 4,
    question: 'Which payment methods do you accept?',
    answer:
      'We accept debit and credit cards. Payments are processed securely by Stripe — your card number goes straight to Stripe and never reaches our servers.',
  },
  {
    placement: 'contact',
    order: 5,
    question: 'How do I delete my account?',
    answer:
      'You can delete your account yourself from Settings. Deletion permanently removes your profile, birth details, readings and journal entries. If you would like a copy first, download your data from the same page before deleting.',
  },
]
