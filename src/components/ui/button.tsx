import { Link, type LinkComponentProps } from '@tanstack/react-router'
import {
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components/Button'

type Variant = 'primary' | 'secondary' | 'ghost' | 'link'

interface StyleProps {
  variant?: Variant
  size?: 'default' | 'small'
  block?: boolean
}

function buttonClass(
  { variant = 'primary', size = 'default', block = false }: StyleProps,
  extra?: string,
) {
  return [
    'button',
    `button--${variant}`,
    size === 'small' && 'button--small',
    block && 'button--block',
    extra,
  ]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant,
  size,
  block,
  className,
  ...props
}: RacButtonProps & StyleProps & { className?: string }) {
  return <RacButton {...props} className={buttonClass({ variant, size, block }, className)} />
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...props
}: LinkComponentProps<'a'> & StyleProps) {
  return (
    <Link
      {...props}
      className={buttonClass({ variant, size, block }, className as string | undefined)}
    />
  )
}
