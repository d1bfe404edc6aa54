/** Card details as the member typed them; they only ever travel in an event. */
export interface CardDetails {
  number: string
  expMonth: string
  expYear: string
  cvc: string
  name: string
}
