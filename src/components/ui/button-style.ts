export interface ButtonStyle {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link'
  size?: 'default' | 'small'
  block?: boolean
}

export function buttonClass(
  { variant = 'primary', size = 'default', block = false }: ButtonStyle,
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
