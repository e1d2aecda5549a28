import {
  BookOpen,
  CalendarDays,
  Compass,
  Gem,
  Hash,
  HeartHandshake,
  type LucideIcon,
  type LucideProps,
  Mountain,
  MoonStar,
  Palette,
  Sparkles,
  Star,
  Sunrise,
} from 'lucide-react'
import { type FeatureIcon as FeatureIconName, isFeatureIcon } from '~/schemas/feature-icons'

// Named imports only, so the bundler keeps just these drawings of lucide's set (it is marked side-effect free).
const FEATURE_ICON_COMPONENTS: Record<FeatureIconName, LucideIcon> = {
  sunrise: Sunrise,
  hash: Hash,
  palette: Palette,
  compass: Compass,
  'heart-handshake': HeartHandshake,
  mountain: Mountain,
  sparkles: Sparkles,
  'moon-star': MoonStar,
  star: Star,
  calendar: CalendarDays,
  'book-open': BookOpen,
  gem: Gem,
}

/** A landing feature's icon by the name the CMS stores; a name the site does not know draws the sparkles. */
export function FeatureIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = isFeatureIcon(name) ? FEATURE_ICON_COMPONENTS[name] : Sparkles
  return <Icon aria-hidden="true" focusable="false" {...props} />
}
