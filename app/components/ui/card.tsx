import type { HTMLAttributes } from 'react'

/**
 * A card: the white panel with a hairline border most page parts sit in, on the design tokens (ADR 174). `cardClass`
 * serves elements that are not one of Card's tags (a `<Form>`, a `<dialog>`).
 */
export type CardPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl'

const PADDING: Record<CardPadding, string> = {
  none: '',
  sm: 'p-3 sm:p-5',
  md: 'p-5 sm:p-6',
  lg: 'p-6',
  xl: 'p-6 sm:p-8',
}

export function cardClass({ padding = 'md', className }: { padding?: CardPadding; className?: string } = {}): string {
  return ['rounded-card border border-line bg-surface shadow-sm', PADDING[padding], className].filter(Boolean).join(' ')
}

export function Card({
  as: Tag = 'section',
  padding,
  className,
  ...rest
}: { as?: 'section' | 'div' | 'article' | 'li' | 'aside'; padding?: CardPadding } & HTMLAttributes<HTMLElement>) {
  return <Tag className={cardClass({ padding, className })} {...rest} />
}
