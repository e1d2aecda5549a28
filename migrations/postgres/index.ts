import * as migration_20261122_135540_initial from './20261122_135540_initial'
import * as migration_20261122_181844_accounts from './20261122_181844_accounts'
import * as migration_20261123_120000_repair_system_dates from './20261123_120000_repair_system_dates'
import * as migration_20261123_181204_sessions from './20261123_181204_sessions'
import * as migration_20261123_213244_localize_content from './20261123_213244_localize_content'
import * as migration_20261123_213434_feature_icons from './20261123_213434_feature_icons'
import * as migration_20261123_213458_staff_and_audit from './20261123_213458_staff_and_audit'
import * as migration_20261124_005305_cms_live_fixes from './20261124_005305_cms_live_fixes'
import * as migration_20261124_010654_lucky_elements from './20261124_010654_lucky_elements'
import * as migration_20261124_052743_readings_compatibility_payments_consultations from './20261124_052743_readings_compatibility_payments_consultations'
import * as migration_20261124_080748_13_life_career from './20261124_080748_13_life_career'
import * as migration_20261124_081921_14_share_links from './20261124_081921_14_share_links'
import * as migration_20261124_082022_16_affirmations_journal from './20261124_082022_16_affirmations_journal'
import * as migration_20261124_083134_14_crush_analyses from './20261124_083134_14_crush_analyses'
import * as migration_20261124_084216_13_prune_old_days from './20261124_084216_13_prune_old_days'
import * as migration_20261124_084453_lead_bookings_and_grants from './20261124_084453_lead_bookings_and_grants'
import * as migration_20261124_084655_16_love_forecasts_soulmate_readings from './20261124_084655_16_love_forecasts_soulmate_readings'

export const migrations = [
  {
    up: migration_20261122_135540_initial.up,
    down: migration_20261122_135540_initial.down,
    name: '20261122_135540_initial',
  },
  {
    up: migration_20261122_181844_accounts.up,
    down: migration_20261122_181844_accounts.down,
    name: '20261122_181844_accounts',
  },
  {
    up: migration_20261123_120000_repair_system_dates.up,
    down: migration_20261123_120000_repair_system_dates.down,
    name: '20261123_120000_repair_system_dates',
  },
  {
    up: migration_20261123_181204_sessions.up,
    down: migration_20261123_181204_sessions.down,
    name: '20261123_181204_sessions',
  },
  {
    up: migration_20261123_213244_localize_content.up,
    down: migration_20261123_213244_localize_content.down,
    name: '20261123_213244_localize_content',
  },
  {
    up: migration_20261123_213434_feature_icons.up,
    down: migration_20261123_213434_feature_icons.down,
    name: '20261123_213434_feature_icons',
  },
  {
    up: migration_20261123_213458_staff_and_audit.up,
    down: migration_20261123_213458_staff_and_audit.down,
    name: '20261123_213458_staff_and_audit',
  },
  {
    up: migration_20261124_005305_cms_live_fixes.up,
    down: migration_20261124_005305_cms_live_fixes.down,
    name: '20261124_005305_cms_live_fixes',
  },
  {
    up: migration_20261124_010654_lucky_elements.up,
    down: migration_20261124_010654_lucky_elements.down,
    name: '20261124_010654_lucky_elements',
  },
  {
    up: migration_20261124_052743_readings_compatibility_payments_consultations.up,
    down: migration_20261124_052743_readings_compatibility_payments_consultations.down,
    name: '20261124_052743_readings_compatibility_payments_consultations',
  },
  {
    up: migration_20261124_080748_13_life_career.up,
    down: migration_20261124_080748_13_life_career.down,
    name: '20261124_080748_13_life_career',
  },
  {
    up: migration_20261124_081921_14_share_links.up,
    down: migration_20261124_081921_14_share_links.down,
    name: '20261124_081921_14_share_links',
  },
  {
    up: migration_20261124_082022_16_affirmations_journal.up,
    down: migration_20261124_082022_16_affirmations_journal.down,
    name: '20261124_082022_16_affirmations_journal',
  },
  {
    up: migration_20261124_083134_14_crush_analyses.up,
    down: migration_20261124_083134_14_crush_analyses.down,
    name: '20261124_083134_14_crush_analyses',
  },
  {
    up: migration_20261124_084216_13_prune_old_days.up,
    down: migration_20261124_084216_13_prune_old_days.down,
    name: '20261124_084216_13_prune_old_days',
  },
  {
    up: migration_20261124_084453_lead_bookings_and_grants.up,
    down: migration_20261124_084453_lead_bookings_and_grants.down,
    name: '20261124_084453_lead_bookings_and_grants',
  },
  {
    up: migration_20261124_084655_16_love_forecasts_soulmate_readings.up,
    down: migration_20261124_084655_16_love_forecasts_soulmate_readings.down,
    name: '20261124_084655_16_love_forecasts_soulmate_readings',
  },
]
