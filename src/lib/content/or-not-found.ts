import { notFound } from '@tanstack/react-router'
import { namesNothing } from '../../../contract/errors'

/** An unknown or unusable id or slug (API 404 or 400) becomes the 404 page with HTTP 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (namesNothing(error)) throw notFound()
    throw error
  }
}
