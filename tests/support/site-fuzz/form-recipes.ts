/**
 * The forms that post to a page (src/server/http/page-forms.ts), as the site fuzz sends them: each
 * address with the fields its form has. A form added to page-forms.ts without a recipe here fails
 * the fuzz's coverage test.
 */
import { CONSENT_FORM_FIELDS, CONSENT_FORM_PATH } from '../../../src/lib/consent/consent-form'
import {
  choiceField,
  PREFERENCES_FORM_PATH,
  PREFERENCES_SHOWN_FIELD,
} from '../../../src/lib/notifications/preferences-form'
import {
  SIGN_IN_CHANGE_FORM_PATH,
  SIGN_IN_CODE_FORM_PATH,
  SIGN_IN_FORM_FIELDS,
  SIGN_IN_RESEND_FIELD,
  SIGN_IN_VERIFY_FORM_PATH,
} from '../../../src/server/auth/sign-in-form'
import { CANCEL_FORM_FIELDS, CANCEL_FORM_PATH } from '../../../src/server/booking/cancel-form'
import {
  CART_FORM_FIELDS,
  CART_FORM_PATH,
  cartFormLine,
} from '../../../src/server/checkout/cart-form'
import {
  SUBSCRIPTION_FORM_FIELD,
  SUBSCRIPTION_FORM_PATH,
} from '../../../src/server/clinic/subscription-form'
import {
  CONSULT_ANSWER_FIELDS,
  CONSULT_ANSWER_FORM_PATH,
  CONSULT_START_FIELDS,
  CONSULT_START_FORM_PATH,
} from '../../../src/server/consults/consultation-forms'
import { READ_ALL_FORM_PATH } from '../../../src/server/notifications/notification-forms'
import { PROFILE_FORM_FIELDS, PROFILE_FORM_PATH } from '../../../src/server/profile/profile-form'
import type { FormRecipe } from './requests'

/** The smallest PNG there is (1×1, transparent): the upload's bytes as a phone would send. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
)

export const FORM_RECIPES: FormRecipe[] = [
  {
    path: CART_FORM_PATH,
    fields: {
      [CART_FORM_FIELDS.items]: cartFormLine('serum-niacinamide-10', 1),
      [CART_FORM_FIELDS.back]: '/product/serum-niacinamide-10',
    },
  },
  { path: SUBSCRIPTION_FORM_PATH, fields: { [SUBSCRIPTION_FORM_FIELD]: 'glow-bulanan' } },
  {
    path: CANCEL_FORM_PATH,
    fields: {
      [CANCEL_FORM_FIELDS.bookingNumber]: 'DK-0000000000',
      [CANCEL_FORM_FIELDS.reason]: 'Ada acara keluarga.',
    },
  },
  {
    path: CONSULT_START_FORM_PATH,
    fields: {
      [CONSULT_START_FIELDS.flowId]: '1',
      [CONSULT_START_FIELDS.restart]: 'false',
      [CONSULT_START_FIELDS.type]: 'kulit',
      [CONSULT_START_FIELDS.name]: 'Konsultasi Kulit',
    },
  },
  {
    path: CONSULT_ANSWER_FORM_PATH,
    fields: {
      [CONSULT_ANSWER_FIELDS.consultId]: '1',
      [CONSULT_ANSWER_FIELDS.step]: '0',
      [CONSULT_ANSWER_FIELDS.go]: 'lanjut',
      [CONSULT_ANSWER_FIELDS.consent]: 'ya',
      q1: 'jerawat',
      [`q1${CONSULT_ANSWER_FIELDS.otherSuffix}`]: 'lainnya',
    },
  },
  {
    path: CONSENT_FORM_PATH,
    fields: {
      [CONSENT_FORM_FIELDS.action]: 'simpan',
      [CONSENT_FORM_FIELDS.analytics]: 'on',
      [CONSENT_FORM_FIELDS.back]: '/',
      [CONSENT_FORM_FIELDS.source]: 'banner',
    },
  },
  {
    path: SIGN_IN_CODE_FORM_PATH,
    fields: {
      [SIGN_IN_FORM_FIELDS.phone]: '0812-0000-0901',
      [SIGN_IN_FORM_FIELDS.redirect]: '/akun',
      [SIGN_IN_RESEND_FIELD]: '1',
    },
  },
  {
    path: SIGN_IN_VERIFY_FORM_PATH,
    fields: { [SIGN_IN_FORM_FIELDS.code]: '123456', [SIGN_IN_FORM_FIELDS.redirect]: '/akun' },
  },
  { path: SIGN_IN_CHANGE_FORM_PATH, fields: { [SIGN_IN_FORM_FIELDS.redirect]: '/akun' } },
  {
    path: PROFILE_FORM_PATH,
    fields: {
      [PROFILE_FORM_FIELDS.fullName]: 'Budi Santoso',
      [PROFILE_FORM_FIELDS.dateOfBirth]: '1992-11-03',
      [PROFILE_FORM_FIELDS.gender]: 'male',
      [PROFILE_FORM_FIELDS.email]: '',
      [PROFILE_FORM_FIELDS.from]: '/akun/profil',
      [PROFILE_FORM_FIELDS.redirect]: '/akun/profil?tersimpan=1',
    },
  },
  {
    path: '/konsultasi/lampiran/1',
    fields: {},
    raw: { type: 'image/png', body: ONE_PIXEL_PNG },
  },
  // 'Tandai semua sudah dibaca' has no field: the fuzz's own fields are all it gets.
  { path: READ_ALL_FORM_PATH, fields: {} },
  {
    path: PREFERENCES_FORM_PATH,
    fields: {
      [PREFERENCES_SHOWN_FIELD]: `${choiceField('email', 'consult')} ${choiceField('push', 'order')}`,
      [choiceField('email', 'consult')]: 'on',
    },
  },
]
