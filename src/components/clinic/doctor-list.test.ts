import { describe, expect, it } from 'vitest'
import type { TeamMember } from '../../../contract/clinic/schemas'
import { shiftText } from './doctor-list'

const photo = { src: '/images/x.svg', alt: '', width: 1, height: 1 }
const doctor = (schedule: TeamMember['schedule']): TeamMember => ({
  id: 'dr-a',
  name: 'dr. A',
  title: 'Dokter Estetika',
  role: { slug: 'doctor', name: 'Dokter' },
  photo,
  isActive: true,
  clinics: [],
  schedule,
})

describe('shiftText', () => {
  it('groups the days with the same hours at this branch, in week order', () => {
    const member = doctor([
      { clinicId: 'kemang', day: 5, starts: '09:00', ends: '15:00' },
      { clinicId: 'kemang', day: 1, starts: '09:00', ends: '15:00' },
      { clinicId: 'kemang', day: 6, starts: '10:00', ends: '14:00' },
      { clinicId: 'bandung', day: 2, starts: '09:00', ends: '15:00' },
    ])
    expect(shiftText(member, 'kemang')).toBe('Senin, Jumat 09.00–15.00; Sabtu 10.00–14.00')
    expect(shiftText(member, 'bandung')).toBe('Selasa 09.00–15.00')
    expect(shiftText(member, 'denpasar')).toBe('')
  })
})
