import type { TeamMember } from '../../../contract/clinic/schemas'
import { DAY_NAMES, formatClock, type IsoDay } from '../../lib/clinic/clinic-days'
import { Image } from '../ui/image'

/** 'Senin, Rabu 09.00–15.00': the days a doctor works at this branch, by their hours. */
export function shiftText(member: TeamMember, clinicId: string): string {
  const shifts = member.schedule
    .filter((shift) => shift.clinicId === clinicId)
    .sort((a, b) => a.day - b.day || a.starts.localeCompare(b.starts))
  // Days with the same hours share one group, in the order of the week.
  const groups = new Map<string, IsoDay[]>()
  for (const shift of shifts) {
    const hours = `${formatClock(shift.starts)}–${formatClock(shift.ends)}`
    const days = groups.get(hours) ?? []
    if (!days.includes(shift.day as IsoDay)) days.push(shift.day as IsoDay)
    groups.set(hours, days)
  }
  return [...groups.entries()]
    .map(([hours, days]) => `${days.map((day) => DAY_NAMES[day]).join(', ')} ${hours}`)
    .join('; ')
}

/** The doctors of a branch: photo, name, title and when they are here. */
export function DoctorList({
  doctors,
  clinicId,
  zoneLabel,
}: {
  doctors: TeamMember[]
  clinicId: string
  zoneLabel: string
}) {
  return (
    <ul className="two-up doctor-list">
      {doctors.map((doctor) => {
        const when = shiftText(doctor, clinicId)
        return (
          <li key={doctor.id} className="card doctor">
            <Image
              image={doctor.photo}
              className="doctor__photo"
              sizes="96px"
              maxDisplayWidth={96}
            />
            <div>
              <h3 className="doctor__name">{doctor.name}</h3>
              <p className="doctor__title">{doctor.title}</p>
              <p className="small muted">
                {when ? `Praktik: ${when} ${zoneLabel}` : 'Jadwal praktik belum tersedia'}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
