// Dates and deadlines: `formatDate` and `formatDeadline` in contract/indonesian-format.ts.

/** 'Sisa waktu 23 jam 5 menit', or null once the time is up. */
export function timeLeft(iso: string, now: number) {
  const minutes = Math.floor((new Date(iso).getTime() - now) / 60_000)
  if (minutes < 0) return null
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return rest === 0 ? 'Sisa waktu kurang dari 1 menit' : `Sisa waktu ${rest} menit`
  return `Sisa waktu ${hours} jam ${rest} menit`
}
