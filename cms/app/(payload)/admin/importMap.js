import { ErrorShownAtOnce as ErrorShownAtOnce_a73c802ca7648b0d9301f3ad6931b996 } from '../../../components/ErrorShownAtOnce'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ViewOnSite as ViewOnSite_a361072cea92eb97dc228807b860532b } from '../../../components/ViewOnSite'
import { SnippetPreview as SnippetPreview_90021005c4ac3900bbe1953220bd18ca } from '../../../components/SnippetPreview'
import { PostStatusCell as PostStatusCell_4920fb930aa62c57d0bef610eb11fd9f } from '../../../components/PostStatusCell'
import { ScheduledFilter as ScheduledFilter_430f235bbc0312691de4cf61db4c50b7 } from '../../../components/ScheduledFilter'
import { AppliesToValueField as AppliesToValueField_3a23701234ea9ae0a464e9139a5bdc38 } from '../../../components/AppliesToValueField'
import { FirstAccountNote as FirstAccountNote_e329cea3db87d09f0893693d384e907d } from '../../../components/FirstAccountNote'
import { InviteStaff as InviteStaff_f6e4c2fc056bf60ca47e62fa97b8778b } from '../../../components/InviteStaff'
import { SupportExport as SupportExport_955ee1a25bdf3e4cb160bd761272361a } from '../../../components/SupportExport'
import { GrantCredits as GrantCredits_1bb4d08ec208a88d485738b621028cbf } from '../../../components/GrantCredits'
import { BirthDataReveal as BirthDataReveal_a6be36215cb72d612166c7749aa9059a } from '../../../components/BirthDataReveal'
import { Icon as Icon_42af45a2e169122dea8a98337d41efda } from '../../../components/Brand'
import { Logo as Logo_42af45a2e169122dea8a98337d41efda } from '../../../components/Brand'
import { SiteLink as SiteLink_273805660db61cd6a386b3e5afbc27f4 } from '../../../components/SiteLink'
import { EditorsDashboard as EditorsDashboard_c54c883c076cee1e92feb31ae7fcde90 } from '../../../components/EditorsDashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/ErrorShownAtOnce#ErrorShownAtOnce": ErrorShownAtOnce_a73c802ca7648b0d9301f3ad6931b996,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/ViewOnSite#ViewOnSite": ViewOnSite_a361072cea92eb97dc228807b860532b,
  "/components/SnippetPreview#SnippetPreview": SnippetPreview_90021005c4ac3900bbe1953220bd18ca,
  "/components/PostStatusCell#PostStatusCell": PostStatusCell_4920fb930aa62c57d0bef610eb11fd9f,
  "/components/ScheduledFilter#ScheduledFilter": ScheduledFilter_430f235bbc0312691de4cf61db4c50b7,
  "/components/AppliesToValueField#AppliesToValueField": AppliesToValueField_3a23701234ea9ae0a464e9139a5bdc38,
  "/components/FirstAccountNote#FirstAccountNote": FirstAccountNote_e329cea3db87d09f0893693d384e907d,
  "/components/InviteStaff#InviteStaff": InviteStaff_f6e4c2fc056bf60ca47e62fa97b8778b,
  "/components/SupportExport#SupportExport": SupportExport_955ee1a25bdf3e4cb160bd761272361a,
  "/components/GrantCredits#GrantCredits": GrantCredits_1bb4d08ec208a88d485738b621028cbf,
  "/components/BirthDataReveal#BirthDataReveal": BirthDataReveal_a6be36215cb72d612166c7749aa9059a,
  "/components/Brand#Icon": Icon_42af45a2e169122dea8a98337d41efda,
  "/components/Brand#Logo": Logo_42af45a2e169122dea8a98337d41efda,
  "/components/SiteLink#SiteLink": SiteLink_273805660db61cd6a386b3e5afbc27f4,
  "/components/EditorsDashboard#EditorsDashboard": EditorsDashboard_c54c883c076cee1e92feb31ae7fcde90,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
