/**
 * What tokenizing a card comes to, whoever tokenized it (Midtrans's script, or the simulator): a
 * token to pay with, or the refusal's words for the member.
 */
export type TokenizeResult = { ok: true; token: string } | { ok: false; message: string }
