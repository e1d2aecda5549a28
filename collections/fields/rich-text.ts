import { LinkFeature, RelationshipFeature, UploadFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * The rich-text editor of posts and pages. Internal links and relationship blocks may point only at what the site has
 * an address for (posts at /blog/<slug>, pages at /<slug>), and uploads only at images; the site's renderer
 * (app/services/rich-text.server.ts) has a converter for every node these features insert, which a test checks.
 */
export const contentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['link', 'relationship', 'upload'].includes(feature.key)),
    LinkFeature({ enabledCollections: ['posts', 'pages'], maxDepth: 1 }),
    RelationshipFeature({ enabledCollections: ['posts', 'pages'], maxDepth: 1 }),
    UploadFeature({ enabledCollections: ['media'], maxDepth: 1 }),
  ],
})
