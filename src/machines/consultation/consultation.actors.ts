/**
 * The consultation machine's effects as the app runs them: server functions that add the
 * session's token (refusals come back as results, a 401 as `SignInRequiredError`), and the photo
 * upload, which goes as raw bytes to the site's own route (`/konsultasi/lampiran/{consultId}`,
 * the session's cookie) so its progress can be shown.
 */
import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { ConsultAttachment } from '../../../contract/consults/schemas'
import { ApiErrorBody } from '../../../contract/errors'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'
import {
  getMyConsultQuestionnaire,
  saveMyConsultAnswers,
  submitMyConsult,
} from '../../server/consults/consultation.functions'
import { saveMyProfile } from '../../server/profile/profile.functions'
import type {
  LoadQuestionnaireInput,
  LoadQuestionnaireOutput,
  SaveAnswersInput,
  SaveAnswersOutput,
  SaveProfileInput,
  SaveProfileOutput,
  SubmitInput,
  SubmitOutput,
  UploadPhotoInput,
  UploadPhotoOutput,
} from './consultation.model'
import { uploadProgress } from './upload-progress'

export const consultationActors = {
  loadQuestionnaire: fromPromise<LoadQuestionnaireOutput, LoadQuestionnaireInput>(({ input }) =>
    getMyConsultQuestionnaire({ data: input }),
  ),
  saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(({ input }) =>
    saveMyConsultAnswers({
      data: {
        consultId: input.consultId,
        body: { items: input.items, lastVisitedContentId: input.lastVisitedContentId },
      },
    }),
  ),
  uploadPhoto: fromPromise<UploadPhotoOutput, UploadPhotoInput>(({ input, signal }) =>
    uploadPhoto(input, signal),
  ),
  submit: fromPromise<SubmitOutput, SubmitInput>(({ input }) =>
    submitMyConsult({
      data: { consultId: input.consultId, body: { consents: input.consents } },
    }),
  ),
  saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async ({ input }) => {
    const result = await saveMyProfile({ data: input.values })
    return result.ok ? { ok: true } : result
  }),
}

/** XMLHttpRequest, not fetch: only it reports how much of a body has gone. */
function uploadPhoto(input: UploadPhotoInput, signal: AbortSignal): Promise<UploadPhotoOutput> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/konsultasi/lampiran/${encodeURIComponent(input.consultId)}`)
    request.setRequestHeader('content-type', input.contentType)
    request.responseType = 'text'
    uploadProgress.set({ linkId: input.linkId, fraction: 0 })
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        uploadProgress.set({ linkId: input.linkId, fraction: event.loaded / event.total })
      }
    }
    const done = () => uploadProgress.set(null)
    request.onload = () => {
      done()
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // Not JSON: judged by its status below.
      }
      if (request.status === 401) return reject(new SignInRequiredError())
      if (request.status >= 200 && request.status < 300) {
        const attachment = v.safeParse(ConsultAttachment, body)
        if (attachment.success) return resolve({ ok: true, attachment: attachment.output })
        return reject(
          new Error(`The photo upload answered an unexpected shape (${request.status})`),
        )
      }
      const refusal = v.safeParse(ApiErrorBody, body)
      // 503 with the API's words: too many photos being read at once, the photo to send again.
      const busy = request.status === 503
      if (((request.status >= 400 && request.status < 500) || busy) && refusal.success) {
        return resolve({
          ok: false,
          status: request.status,
          message: refusal.output.message,
          field: refusal.output.errors?.[0]?.path ?? null,
        })
      }
      reject(new Error(`The photo upload answered HTTP ${request.status}`))
    }
    request.onerror = () => {
      done()
      reject(new Error('The photo upload got no answer'))
    }
    signal.addEventListener('abort', () => {
      done()
      request.abort()
    })
    request.send(input.file)
  })
}
