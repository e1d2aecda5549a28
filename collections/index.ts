import { withHiddenBirthData } from './AuditLog/birth-data'
import { Profiles as ProfilesWithBirthData } from './Profiles'

export { Admins } from './Admins'
export { Astrologers } from './Astrologers'
export { AuditLog } from './AuditLog'
export { ContactMessages } from './ContactMessages'
export { Coupons } from './Coupons'
export { Faqs } from './Faqs'
export { Media } from './Media'
export { NewsletterSubscribers } from './NewsletterSubscribers'
export { Pages } from './Pages'
export { Posts } from './Posts'
export { ReadingTexts } from './ReadingTexts'
export { Sessions } from './Sessions'
export { Testimonials } from './Testimonials'
export { Tiers } from './Tiers'
export { Users } from './Users'
export { Landing } from './globals/Landing'
export { PricingPage } from './globals/PricingPage'
export { SiteSettings } from './globals/SiteSettings'

/** Profiles as the CMS serves them: birth data hidden from staff, revealed to an admin with a reason (ADR 073). */
export const Profiles = withHiddenBirthData(ProfilesWithBirthData)
