/**
 * The consult-start machine (src/machines/consult-start) in the real app: 'Mulai Konsul' on the
 * Jerawat card of /keluhan (the fixtures' flow 2001), the three dialogs, and the answers of the
 * open-consult lookup, each put in place by who signs in: a new member (none, the API's 404),
 * Budi (a questionnaire in progress), Sari (a consult in chat), or the fault switch (a failure).
 */
import { expect, type Page } from '@playwright/test'
import {
  type ConsultStartPathEvent,
  consultStartFixtureList,
} from '../../../src/machines/consult-start/consult-start.fixtures'
import { consultStartMachine } from '../../../src/machines/consult-start/consult-start.machine'
import { BUDI, SARI } from '../../support/demo-members'
import type { TestModel } from '../model'
import type { QaWorld } from '../replay/qa-world'

const FLOW_PAGE = '/keluhan'
/** What the app reports when the lookup fails (spec §4: other errors show nothing). */
const REPORTED = /consult-start: checking for an open consult failed/

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const FIRST_TIME = 'Yuk ceritakan keluhanmu!'
const CONTINUE_QUESTIONNAIRE = 'Kuesionermu belum selesai'
const CONTINUE_CHAT = 'Konsultasimu masih berjalan'

/**
 * The condition whose card the next 'Mulai Konsul' is on, when an arrangement needs another than
 * Jerawat: the lookup is by the pressed card's flow, and a member's seeded consult is on one flow.
 */
const cardToPress = new WeakMap<QaWorld, string>()

/**
 * 'Mulai Konsul' on the Jerawat card (or the arranged one), on a fresh load of /keluhan: a dialog already open covers
 * the page, and a person starting over reloads it (the real app's machine then starts anew).
 */
async function pressMulaiKonsul(world: QaWorld, signedIn: boolean) {
  const card = cardToPress.get(world) ?? 'Jerawat'
  cardToPress.delete(world)
  // A dialog left open makes the rest of the page inert: start from a fresh load.
  await world.open(FLOW_PAGE)
  if (signedIn) {
    // The member the arranged answer needs, else whoever is signed in, else a new member.
    const member = world.nextMember ?? world.member ?? world.newMember()
    world.nextMember = null
    if (world.member?.localPhone !== member.localPhone) {
      await world.signOut()
      await world.signIn(member, FLOW_PAGE)
    }
  } else if (world.member) {
    await world.signOut()
    await world.open(FLOW_PAGE)
  }
  await world.page
    .getByRole('listitem')
    .filter({ hasText: card })
    .first()
    .getByRole('button', { name: 'Mulai Konsul' })
    .click()
}

function choose(dialogTitle: string, button: string, url: RegExp) {
  return {
    act: async (world: QaWorld) => {
      await dialog(world.page, dialogTitle).getByRole('button', { name: button }).click()
      await expect(world.page).toHaveURL(url)
    },
  }
}

function close(dialogTitle: string) {
  return {
    act: async (world: QaWorld) => {
      await dialog(world.page, dialogTitle).getByRole('button', { name: 'Tutup' }).click()
    },
  }
}

export const consultStartModel = {
  name: 'consult-start',
  machine: consultStartMachine,
  fixtures: consultStartFixtureList,
  deferred: ['checkExisting'],
  start: {
    label: 'Buka halaman Keluhan',
    act: (world) => world.open(FLOW_PAGE),
  },
  states: {
    idle: {
      label: 'Tanpa dialog',
      expect: async (page) => {
        await expect(page.getByRole('dialog')).toHaveCount(0)
      },
    },
    deciding: {
      label: 'Memutuskan dialog',
      passing:
        'Tanpa jeda: keputusan antara pengunjung dan member diambil seketika, langkah berikutnya memeriksa hasilnya.',
    },
    checking: {
      label: 'Memeriksa konsultasi yang berjalan',
      passing:
        'Pencarian konsultasi yang berjalan tidak menampilkan apa pun; langkah berikutnya memeriksa jawabannya.',
    },
    firstTime: {
      label: 'Dialog konsultasi pertama',
      expect: async (page) => {
        const shown = dialog(page, FIRST_TIME)
        await expect(shown).toBeVisible()
        await expect(shown.getByRole('button', { name: 'Lanjut' })).toBeEnabled()
        await expect(shown.getByRole('button', { name: 'Tutup' })).toBeEnabled()
      },
    },
    continueQuestionnaire: {
      label: 'Dialog kuesioner belum selesai',
      expect: async (page, { consult }) => {
        const shown = dialog(page, CONTINUE_QUESTIONNAIRE)
        await expect(shown).toBeVisible()
        await expect(shown).toContainText(consult?.conditionName ?? '')
        await expect(shown).toContainText(consult?.subClinic ?? '')
        await expect(shown.getByRole('button', { name: 'Lanjut Kuesioner' })).toBeEnabled()
        await expect(shown.getByRole('button', { name: 'Mulai Baru' })).toBeEnabled()
      },
    },
    continueChat: {
      label: 'Dialog konsultasi masih berjalan',
      expect: async (page, { consult }) => {
        const shown = dialog(page, CONTINUE_CHAT)
        await expect(shown).toBeVisible()
        await expect(shown).toContainText(consult?.subClinic ?? '')
        await expect(shown.getByRole('button', { name: 'Chat dengan Dokter' })).toBeEnabled()
      },
    },
  },
  events: {
    START: {
      label: ({ signedIn }) =>
        signedIn ? 'Member menekan Mulai Konsul' : 'Pengunjung menekan Mulai Konsul',
      how: ({ signedIn }) => ({ act: (world) => pressMulaiKonsul(world, signedIn) }),
    },
    CLOSE_FIRST_TIME: { label: () => 'Tutup dialog', how: () => close(FIRST_TIME) },
    CLOSE_CONTINUE_QUESTIONNAIRE: {
      label: () => 'Tutup dialog',
      how: () => close(CONTINUE_QUESTIONNAIRE),
    },
    CLOSE_CONTINUE_CHAT: { label: () => 'Tutup dialog', how: () => close(CONTINUE_CHAT) },
    CHOOSE_LANJUT: {
      label: () => 'Pilih Lanjut',
      how: () =>
        choose(FIRST_TIME, 'Lanjut', /\/konsultasi\?flowId=2001&type=condition&name=jerawat$/),
    },
    CHOOSE_MULAI_BARU: {
      label: () => 'Pilih Mulai Baru',
      how: () =>
        choose(
          CONTINUE_QUESTIONNAIRE,
          'Mulai Baru',
          /\/konsultasi\?flowId=2001&type=condition&name=jerawat&baru=1$/,
        ),
    },
    CHOOSE_LANJUT_KUESIONER: {
      label: () => 'Pilih Lanjut Kuesioner',
      how: () =>
        choose(
          CONTINUE_QUESTIONNAIRE,
          'Lanjut Kuesioner',
          /\/konsultasi\/kuesioner\?flowId=2001&contentId=[^&]+&consultId=[0-9a-f-]{36}&type=condition&name=jerawat$/,
        ),
    },
    CHOOSE_CHAT_DOKTER: {
      label: () => 'Pilih Chat dengan Dokter',
      how: () =>
        choose(CONTINUE_CHAT, 'Chat dengan Dokter', /\/konsultasi\/pesan\?chatroom=[0-9a-f-]{36}$/),
    },
    'xstate.done.actor.checkExisting': {
      label: ({ output }) =>
        output === null
          ? 'Belum ada konsultasi'
          : output.status === 1
            ? 'Ada kuesioner yang belum selesai'
            : 'Ada konsultasi dengan dokter',
      how: ({ output }) => ({
        arrange: (world) => {
          // The seed gives Budi a questionnaire in progress for Jerawat and Sari a consult in
          // chat (backend/db/seed/demo-members.ts); a new number has no consult at all.
          world.nextMember = output === null ? world.newMember() : output.status === 1 ? BUDI : SARI
          // Sari's consult in chat is on Flek Hitam (flow 2002), not on the fixtures' Jerawat: the
          // dialog is the same, and its assertions read the clinic, which both share.
          if (output !== null && output.status !== 1) cardToPress.set(world, 'Flek Hitam')
        },
      }),
    },
    'xstate.error.actor.checkExisting': {
      label: () => 'Pemeriksaan konsultasi gagal',
      how: () => ({
        arrange: async (world) => {
          world.nextMember = world.newMember()
          await world.failCalls(['consults-exists'])
          // The app reports the failure (spec §4: other errors show nothing) and Chromium logs the 500.
          world.allowBrowserErrors(
            REPORTED,
            /Failed to load resource: the server responded with a status of 500/,
          )
        },
        // No dialog opens: the app's report of the failure is the only sign the answer came.
        settled: (world) => world.waitForBrowserError(REPORTED),
      }),
    },
  },
} satisfies TestModel<typeof consultStartMachine, ConsultStartPathEvent>
