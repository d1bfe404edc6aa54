import { notFound } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'

/** An unknown id or slug (API 404) becomes the 404 page with HTTP 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isApiError(error, 404)) throw notFound()
    throw error
  }
}
