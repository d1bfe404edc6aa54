import { PolyclinicList } from '../../../contract/polyclinics/schemas'
import { apiRequest } from '../client'

export async function listPolyclinics() {
  return (await apiRequest(PolyclinicList, '/misc/poly-clinic')).data
}
