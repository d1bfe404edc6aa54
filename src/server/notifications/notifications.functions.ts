import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications/calls'
import { memberMiddleware } from '../auth/auth.middleware'

export const getMyNotifications = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => listNotifications(context.token))

export const markMyNotificationRead = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ id: v.pipe(v.string(), v.minLength(1)) }))
  .handler(({ context, data }) => markNotificationRead(context.token, data.id))

export const markAllMyNotificationsRead = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .handler(({ context }) => markAllNotificationsRead(context.token))
