/**
 * "Langkah 3 dari 6: Perawatan" above a row of steps (DESIGN.md), for a guided flow: the steps
 * done, the current one, the ones to come, each said in words for screen readers as well.
 */
export function StepProgress<Step extends string>({
  label,
  steps,
  labels,
  current,
}: {
  /** The navigation's name: 'Langkah checkout'. */
  label: string
  steps: readonly Step[]
  labels: Record<Step, string>
  current: Step
}) {
  const index = steps.indexOf(current)
  return (
    <nav className="step-progress" aria-label={label}>
      <p className="step-progress__count">
        Langkah {index + 1} dari {steps.length}: <strong>{labels[current]}</strong>
      </p>
      <ol className="step-progress__steps">
        {steps.map((item, position) => (
          <li
            key={item}
            className="step-progress__step"
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {position < index ? 'Selesai: ' : position === index ? 'Sekarang: ' : ''}
            </span>
            {labels[item]}
          </li>
        ))}
      </ol>
    </nav>
  )
}
