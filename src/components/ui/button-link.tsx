import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { type ButtonStyle, buttonClass } from './button-style'

/** A router link that looks like a button; plain HTML, so it costs no UI library on first load. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...props
}: LinkComponentProps<'a'> & ButtonStyle) {
  return (
    <Link
      {...props}
      className={buttonClass({ variant, size, block }, className as string | undefined)}
    />
  )
}
