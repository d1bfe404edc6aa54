/**
 * The errors that cross from the server to the browser as themselves, in a server function's
 * answer or a page's dehydrated state. Start sends any other error as its message alone; these
 * keep what the browser acts on: a session that ended (sign in again), a refusal or a bad answer
 * (no retry), a timeout (no retry; the page's status). What crosses is the API's public error
 * body and the API path called, never a stack or a cause.
 */
import { createSerializationAdapter } from '@tanstack/react-router'
import { ApiContractError, ApiError, ApiNetworkError } from '../../../contract/errors'
import { SignInRequiredError } from '../auth/sign-in-required-error'

export const errorTransport = [
  createSerializationAdapter({
    key: 'diri/ApiError',
    test: (value): value is ApiError => value instanceof ApiError,
    toSerializable: ({ status, path, body }) => ({ status, path, body }),
    fromSerializable: ({ status, path, body }) => new ApiError(status, path, body),
  }),
  createSerializationAdapter({
    key: 'diri/ApiNetworkError',
    test: (value): value is ApiNetworkError => value instanceof ApiNetworkError,
    toSerializable: ({ path, timedOut }) => ({ path, timedOut }),
    fromSerializable: ({ path, timedOut }) => new ApiNetworkError(path, timedOut),
  }),
  createSerializationAdapter({
    key: 'diri/ApiContractError',
    test: (value): value is ApiContractError => value instanceof ApiContractError,
    toSerializable: ({ path, issues }) => ({ path, issues: issues.map((issue) => ({ ...issue })) }),
    fromSerializable: ({ path, issues }) => new ApiContractError(path, issues),
  }),
  createSerializationAdapter({
    key: 'diri/SignInRequiredError',
    test: (value): value is SignInRequiredError => value instanceof SignInRequiredError,
    toSerializable: () => ({}),
    fromSerializable: () => new SignInRequiredError(),
  }),
]
