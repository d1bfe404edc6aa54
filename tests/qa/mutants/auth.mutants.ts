/** Mistakes in how the app follows the session (header, sign-out, spec §8's dropped session). */
import type { Mutant } from './mutant'

export const authMutants: readonly Mutant[] = [
  {
    name: 'sign-out-keeps-member',
    label: 'Setelah keluar, halaman masih menampilkan member',
    file: 'src/components/site/account-menu.tsx',
    find: '    queryClient.setQueryData(sessionKey, null)\n',
    replace: '',
    caughtBy: [7],
  },
  {
    name: 'failed-notifications-keep-session',
    label: 'Notifikasi yang ditolak server tidak mengakhiri sesi',
    file: 'src/components/notifications/notification-bell.tsx',
    find: 'if (error && !isNetworkFailure(error)) void dropSession()',
    replace: 'if (error && isNetworkFailure(error)) void dropSession()',
    caughtBy: [15, 16],
  },
  {
    name: 'dropped-session-not-forgotten',
    label: 'Sesi yang diakhiri masih diingat halaman',
    file: 'src/components/flows/flows-runtime.ts',
    find: 'forgetSession: () => queryClient.setQueryData(sessionKey, null),',
    replace: 'forgetSession: () => {},',
    caughtBy: [15, 16],
  },
]
