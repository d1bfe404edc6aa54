/**
 * Whether an error message reads as Indonesian, for the fuzz's "every error speaks to a person"
 * assertion. A heuristic on two sides, because either alone lets English through:
 *   - it must use at least one common Indonesian word (the function words and the verbs the API's
 *     refusals are built from), so "Bad Request" or valibot's "Invalid type: Expected …" fail;
 *   - it must use none of the English words such fallbacks are made of, so a message that quotes
 *     an Indonesian value inside an English sentence fails too.
 * Names the contract itself uses (`flowId`, `before_after`, `true`) are neither, so they pass.
 */

const INDONESIAN_WORDS = new Set([
  'ada',
  'alamat',
  'angka',
  'atau',
  'banyak',
  'belum',
  'benar',
  'berupa',
  'coba',
  'dan',
  'data',
  'dari',
  'dengan',
  'di',
  'dikenal',
  'ditemukan',
  'dulu',
  'halaman',
  'harus',
  'ini',
  'isi',
  'jumlah',
  'kamu',
  'karakter',
  'ke',
  'kode',
  'lagi',
  'maaf',
  'maksimal',
  'minimal',
  'paling',
  'produk',
  'pilih',
  'sampai',
  'sedang',
  'stok',
  'sudah',
  'terlalu',
  'tinggal',
  'tidak',
  'untuk',
  'wajib',
  'yang',
])

const ENGLISH_WORDS = new Set([
  'an',
  'bad',
  'be',
  'cannot',
  'error',
  'expected',
  'failed',
  'forbidden',
  'found',
  'internal',
  'invalid',
  'is',
  'must',
  'not',
  'please',
  'received',
  'request',
  'required',
  'should',
  'the',
  'too',
  'unauthorized',
  'unknown',
])

export function looksIndonesian(message: string): boolean {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  return (
    words.some((word) => INDONESIAN_WORDS.has(word)) &&
    !words.some((word) => ENGLISH_WORDS.has(word))
  )
}
