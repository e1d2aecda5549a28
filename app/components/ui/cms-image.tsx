import type { Image } from '../../services/content.server'

/** An image from the CMS, with its alt text and its intrinsic size so the page does not jump as it loads. */
export function CmsImage({ image, className, lazy = false }: { image: Image; className: string; lazy?: boolean }) {
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  )
}
