import * as migration_20261122_135536_initial from './20261122_135536_initial'
import * as migration_20261122_181825_accounts from './20261122_181825_accounts'
import * as migration_20261123_120000_repair_system_dates from './20261123_120000_repair_system_dates'
import * as migration_20261123_181132_sessions from './20261123_181132_sessions'
import * as migration_20261123_213059_localize_content from './20261123_213059_localize_content'
import * as migration_20261123_213423_staff_and_audit from './20261123_213423_staff_and_audit'
import * as migration_20261123_213434_feature_icons from './20261123_213434_feature_icons'
import * as migration_20261124_005216_cms_live_fixes from './20261124_005216_cms_live_fixes'
import * as migration_20261124_010557_lucky_elements from './20261124_010557_lucky_elements'
import * as migration_20261124_052731_readings_compatibility_payments_consultations from './20261124_052731_readings_compatibility_payments_consultations'
import * as migration_20261124_092107_premium_crush_sharing_life_career from './20261124_092107_premium_crush_sharing_life_career'
import * as migration_20261124_131453_editors_preview_seo_fields_site_settings from './20261124_131453_editors_preview_seo_fields_site_settings'
import * as migration_20261127_082816_order_holds from './20261127_082816_order_holds'
import * as migration_20261127_082927_consultation_open_key from './20261127_082927_consultation_open_key'
import * as migration_20261127_083639_sign_in_link_no_lockout from './20261127_083639_sign_in_link_no_lockout'
import * as migration_20261127_115516_life_career_birth from './20261127_115516_life_career_birth'
import * as migration_20261127_152500_consultation_payments from './20261127_152500_consultation_payments'
import * as migration_20261127_185344_consultation_reviews from './20261127_185344_consultation_reviews'
import * as migration_20261127_220929_daily_nudges from './20261127_220929_daily_nudges'
import * as migration_20261128_013637_edited_by from './20261128_013637_edited_by'
import * as migration_20261128_054817_media_inline_size from './20261128_054817_media_inline_size'
import * as migration_20261128_061216_push_subscriptions from './20261128_061216_push_subscriptions'
import * as migration_20261128_085755_consultation_reminder_channel from './20261128_085755_consultation_reminder_channel'

export const migrations = [
  {
    up: migration_20261122_135536_initial.up,
    down: migration_20261122_135536_initial.down,
    name: '20261122_135536_initial',
  },
  {
    up: migration_20261122_181825_accounts.up,
    down: migration_20261122_181825_accounts.down,
    name: '20261122_181825_accounts',
  },
  {
    up: migration_20261123_120000_repair_system_dates.up,
    down: migration_20261123_120000_repair_system_dates.down,
    name: '20261123_120000_repair_system_dates',
  },
  {
    up: migration_20261123_181132_sessions.up,
    down: migration_20261123_181132_sessions.down,
    name: '20261123_181132_sessions',
  },
  {
    up: migration_20261123_213059_localize_content.up,
    down: migration_20261123_213059_localize_content.down,
    name: '20261123_213059_localize_content',
  },
  {
    up: migration_20261123_213423_staff_and_audit.up,
    down: migration_20261123_213423_staff_and_audit.down,
    name: '20261123_213423_staff_and_audit',
  },
  {
    up: migration_20261123_213434_feature_icons.up,
    down: migration_20261123_213434_feature_icons.down,
    name: '20261123_213434_feature_icons',
  },
  {
    up: migration_20261124_005216_cms_live_fixes.up,
    down: migration_20261124_005216_cms_live_fixes.down,
    name: '20261124_005216_cms_live_fixes',
  },
  {
    up: migration_20261124_010557_lucky_elements.up,
    down: migration_20261124_010557_lucky_elements.down,
    name: '20261124_010557_lucky_elements',
  },
  {
    up: migration_20261124_052731_readings_compatibility_payments_consultations.up,
    down: migration_20261124_052731_readings_compatibility_payments_consultations.down,
    name: '20261124_052731_readings_compatibility_payments_consultations',
  },
  {
    up: migration_20261124_092107_premium_crush_sharing_life_career.up,
    down: migration_20261124_092107_premium_crush_sharing_life_career.down,
    name: '20261124_092107_premium_crush_sharing_life_career',
  },
  {
    up: migration_20261124_131453_editors_preview_seo_fields_site_settings.up,
    down: migration_20261124_131453_editors_preview_seo_fields_site_settings.down,
    name: '20261124_131453_editors_preview_seo_fields_site_settings',
  },
  {
    up: migration_20261127_082816_order_holds.up,
    down: migration_20261127_082816_order_holds.down,
    name: '20261127_082816_order_holds',
  },
  {
    up: migration_20261127_082927_consultation_open_key.up,
    down: migration_20261127_082927_consultation_open_key.down,
    name: '20261127_082927_consultation_open_key',
  },
  {
    up: migration_20261127_083639_sign_in_link_no_lockout.up,
    down: migration_20261127_083639_sign_in_link_no_lockout.down,
    name: '20261127_083639_sign_in_link_no_lockout',
  },
  {
    up: migration_20261127_115516_life_career_birth.up,
    down: migration_20261127_115516_life_career_birth.down,
    name: '20261127_115516_life_career_birth',
  },
  {
    up: migration_20261127_152500_consultation_payments.up,
    down: migration_20261127_152500_consultation_payments.down,
    name: '20261127_152500_consultation_payments',
  },
  {
    up: migration_20261127_185344_consultation_reviews.up,
    down: migration_20261127_185344_consultation_reviews.down,
    name: '20261127_185344_consultation_reviews',
  },
  {
    up: migration_20261127_220929_daily_nudges.up,
    down: migration_20261127_220929_daily_nudges.down,
    name: '20261127_220929_daily_nudges',
  },
  {
    up: migration_20261128_013637_edited_by.up,
    down: migration_20261128_013637_edited_by.down,
    name: '20261128_013637_edited_by',
  },
  {
    up: migration_20261128_054817_media_inline_size.up,
    down: migration_20261128_054817_media_inline_size.down,
    name: '20261128_054817_media_inline_size',
  },
  {
    up: migration_20261128_061216_push_subscriptions.up,
    down: migration_20261128_061216_push_subscriptions.down,
    name: '20261128_061216_push_subscriptions',
  },
  {
    up: migration_20261128_085755_consultation_reminder_channel.up,
    down: migration_20261128_085755_consultation_reminder_channel.down,
    name: '20261128_085755_consultation_reminder_channel',
  },
]
