import { apiRequest } from '../client'
import { PolyclinicList } from './schemas'

export async function listPolyclinics() {
  return (await apiRequest(PolyclinicList, '/misc/poly-clinic')).data
}
