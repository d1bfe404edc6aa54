/**
 * The words people type for the same thing, which the pages do not all use: the project keeps this
 * list by hand (issue 31). A query word or phrase in a group also finds every other member of the
 * group; matching is otherwise Indonesian full-text search ('berjerawat' finds 'jerawat' by the
 * stemmer), so a group needs no inflected forms. Lower case, accents off, words of letters and
 * digits; a member may be a phrase ('tabir surya'), matched as the words in that order.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['sunscreen', 'tabir surya', 'sunblock', 'spf'],
  ['jerawat', 'acne', 'bruntusan', 'pimple'],
  ['flek', 'hiperpigmentasi', 'noda hitam', 'dark spot'],
  ['kusam', 'dull'],
  ['pelembap', 'pelembab', 'moisturizer', 'moisturiser'],
  ['pembersih', 'cleanser', 'sabun muka', 'facial wash'],
  ['ketombe', 'dandruff'],
  ['rambut rontok', 'hair loss', 'kerontokan'],
  ['komedo', 'blackhead', 'whitehead'],
  ['cabang', 'klinik'],
  ['kerutan', 'keriput', 'wrinkle', 'penuaan'],
  ['pori', 'pores'],
  // The articles spell the ingredient the Indonesian way, the products the international way.
  ['niacinamide', 'niasinamida', 'niasinamid', 'vitamin b3'],
]
