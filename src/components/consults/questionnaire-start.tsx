import { CONSULT_START_FIELDS } from '../../server/consults/consultation-forms'
import { ButtonLink } from '../ui/button-link'

/** No consult named: the start of the flow as a button (from another site's link, or a refusal). */
export function QuestionnaireStart({
  flowId,
  type,
  name,
}: {
  flowId: string | undefined
  type: string | undefined
  name: string | undefined
}) {
  return (
    <div className="container page questionnaire">
      <h1>Kuesioner Konsultasi</h1>
      {flowId ? (
        <form method="post" action="/konsultasi/mulai" className="card questionnaire__start">
          <p>Jawab beberapa pertanyaan singkat tentang keluhanmu, lalu dokter membacanya.</p>
          <input type="hidden" name={CONSULT_START_FIELDS.flowId} value={flowId} />
          {type ? <input type="hidden" name={CONSULT_START_FIELDS.type} value={type} /> : null}
          {name ? <input type="hidden" name={CONSULT_START_FIELDS.name} value={name} /> : null}
          <button type="submit" className="button button--primary">
            Mulai Kuesioner
          </button>
        </form>
      ) : (
        <div className="card empty-state">
          <p>Pilih dulu keluhan yang ingin kamu konsultasikan.</p>
          <ButtonLink to="/keluhan">Lihat daftar keluhan</ButtonLink>
        </div>
      )}
    </div>
  )
}
