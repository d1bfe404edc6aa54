import {
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components/Button'
import { type ButtonStyle, buttonClass } from './button-style'

export function Button({
  variant,
  size,
  block,
  className,
  ...props
}: RacButtonProps & ButtonStyle & { className?: string }) {
  return <RacButton {...props} className={buttonClass({ variant, size, block }, className)} />
}
