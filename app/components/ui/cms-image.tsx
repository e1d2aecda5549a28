import type { Image } from '../../services/content.server'

/**
 * An image from the CMS, with its alt text and its intrinsic size so the page does not jump as it loads. `priority`
 * marks the page's largest image above the fold: fetched at once and first, never lazily.
 */
export function CmsImage({
  image,
  className,
  lazy = false,
  priority = false,
  sizes,
}: {
  image: Image
  className: string
  lazy?: boolean
  priority?: boolean
  /** How wide the image shows, for the browser to pick from `image.srcSet`. */
  sizes?: string
}) {
  return (
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
