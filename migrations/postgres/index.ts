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
import * as migration_20261124_092121_premium_crush_sharing_life_career from './20261124_092121_premium_crush_sharing_life_career'
import * as migration_20261124_131507_editors_preview_seo_fields_site_settings from './20261124_131507_editors_preview_seo_fields_site_settings'
import * as migration_20261127_082922_order_holds from './20261127_082922_order_holds'
import * as migration_20261127_083032_consultation_open_key from './20261127_083032_consultation_open_key'
import * as migration_20261127_083747_sign_in_link_no_lockout from './20261127_083747_sign_in_link_no_lockout'
import * as migration_20261127_115628_life_career_birth from './20261127_115628_life_career_birth'
import * as migration_20261127_152422_reading_text_factor from './20261127_152422_reading_text_factor'
import * as migration_20261127_152624_consultation_payments from './20261127_152624_consultation_payments'
import * as migration_20261127_183922_numerology_sections from './20261127_183922_numerology_sections'
import * as migration_20261127_185613_consultation_reviews from './20261127_185613_consultation_reviews'
import * as migration_20261127_220916_sign_horoscope_texts from './20261127_220916_sign_horoscope_texts'
import * as migration_20261127_221029_daily_nudges from './20261127_221029_daily_nudges'
import * as migration_20261128_013725_edited_by from './20261128_013725_edited_by'
import * as migration_20261128_014330_hindi_stale from './20261128_014330_hindi_stale'
import * as migration_20261128_051801_kundli_remedies from './20261128_051801_kundli_remedies'
import * as migration_20261128_055059_media_inline_size from './20261128_055059_media_inline_size'
import * as migration_20261128_061338_push_subscriptions from './20261128_061338_push_subscriptions'
import * as migration_20261128_090113_consultation_reminder_channel from './20261128_090113_consultation_reminder_channel'

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
    up: migration_20261124_092121_premium_crush_sharing_life_career.up,
    down: migration_20261124_092121_premium_crush_sharing_life_career.down,
    name: '20261124_092121_premium_crush_sharing_life_career',
  },
  {
    up: migration_20261124_131507_editors_preview_seo_fields_site_settings.up,
    down: migration_20261124_131507_editors_preview_seo_fields_site_settings.down,
    name: '20261124_131507_editors_preview_seo_fields_site_settings',
  },
  {
    up: migration_20261127_082922_order_holds.up,
    down: migration_20261127_082922_order_holds.down,
    name: '20261127_082922_order_holds',
  },
  {
    up: migration_20261127_083032_consultation_open_key.up,
    down: migration_20261127_083032_consultation_open_key.down,
    name: '20261127_083032_consultation_open_key',
  },
  {
    up: migration_20261127_083747_sign_in_link_no_lockout.up,
    down: migration_20261127_083747_sign_in_link_no_lockout.down,
    name: '20261127_083747_sign_in_link_no_lockout',
  },
  {
    up: migration_20261127_115628_life_career_birth.up,
    down: migration_20261127_115628_life_career_birth.down,
    name: '20261127_115628_life_career_birth',
  },
  {
    up: migration_20261127_152422_reading_text_factor.up,
    down: migration_20261127_152422_reading_text_factor.down,
    name: '20261127_152422_reading_text_factor',
  },
  {
    up: migration_20261127_152624_consultation_payments.up,
    down: migration_20261127_152624_consultation_payments.down,
    name: '20261127_152624_consultation_payments',
  },
  {
    up: migration_20261127_183922_numerology_sections.up,
    down: migration_20261127_183922_numerology_sections.down,
    name: '20261127_183922_numerology_sections',
  },
  {
    up: migration_20261127_185613_consultation_reviews.up,
    down: migration_20261127_185613_consultation_reviews.down,
    name: '20261127_185613_consultation_reviews',
  },
  {
    up: migration_20261127_220916_sign_horoscope_texts.up,
    down: migration_20261127_220916_sign_horoscope_texts.down,
    name: '20261127_220916_sign_horoscope_texts',
  },
  {
    up: migration_20261127_221029_daily_nudges.up,
    down: migration_20261127_221029_daily_nudges.down,
    name: '20261127_221029_daily_nudges',
  },
  {
    up: migration_20261128_013725_edited_by.up,
    down: migration_20261128_013725_edited_by.down,
    name: '20261128_013725_edited_by',
  },
  {
    up: migration_20261128_014330_hindi_stale.up,
    down: migration_20261128_014330_hindi_stale.down,
    name: '20261128_014330_hindi_stale',
  },
  {
    up: migration_20261128_051801_kundli_remedies.up,
    down: migration_20261128_051801_kundli_remedies.down,
    name: '20261128_051801_kundli_remedies',
  },
  {
    up: migration_20261128_055059_media_inline_size.up,
    down: migration_20261128_055059_media_inline_size.down,
    name: '20261128_055059_media_inline_size',
  },
  {
    up: migration_20261128_061338_push_subscriptions.up,
    down: migration_20261128_061338_push_subscriptions.down,
    name: '20261128_061338_push_subscriptions',
  },
  {
    up: migration_20261128_090113_consultation_reminder_channel.up,
    down: migration_20261128_090113_consultation_reminder_channel.down,
    name: '20261128_090113_consultation_reminder_channel',
  },
]
