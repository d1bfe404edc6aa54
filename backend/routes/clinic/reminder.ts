/**
 * 'Ingatkan saya' (`POST /v2/member/subscriptions/reminder`): a member asks to be reminded when a
 * package goes on sale. Idempotent per member and package: 201 with the reminder the first time,
 * 200 with the same reminder (the same `createdAt`) on every repeat.
 */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type SubscriptionReminder,
  SubscriptionReminderInput,
} from '../../../contract/clinic/schemas'
import { subscriptionPackages, subscriptionReminders } from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { readJson } from '../../http/validation'

export function clinicReminderRoutes(deps: ApiDeps) {
  const { db, clock } = deps

  return new Hono<ApiEnv>().post(
    '/v2/member/subscriptions/reminder',
    requireMember(deps),
    async (c) => {
      const { subscriptionPackageId } = await readJson(c, SubscriptionReminderInput)
      const memberId = c.var.member.id
      const [known] = await db
        .select({ id: subscriptionPackages.id })
        .from(subscriptionPackages)
        .where(eq(subscriptionPackages.id, subscriptionPackageId))
        .limit(1)
      if (!known) throw notFound('Paket langganan tidak ditemukan.')
      // The unique (member, package) constraint decides which of concurrent requests creates the
      // reminder: the others wait for it to commit, insert nothing, and read it back below.
      const [created] = await db
        .insert(subscriptionReminders)
        .values({ memberId, subscriptionPackageId, createdAt: clock.now() })
        .onConflictDoNothing({
          target: [subscriptionReminders.memberId, subscriptionReminders.subscriptionPackageId],
        })
        .returning({ createdAt: subscriptionReminders.createdAt })
      if (created) {
        return c.json(
          {
            subscriptionPackageId,
            createdAt: created.createdAt.toISOString(),
          } satisfies SubscriptionReminder,
          201,
        )
      }
      const [existing] = await db
        .select({ createdAt: subscriptionReminders.createdAt })
        .from(subscriptionReminders)
        .where(
          and(
            eq(subscriptionReminders.memberId, memberId),
            eq(subscriptionReminders.subscriptionPackageId, subscriptionPackageId),
          ),
        )
        .limit(1)
      // Only a package deleted between the two statements leaves nothing to read back.
      if (!existing) throw notFound('Paket langganan tidak ditemukan.')
      return c.json(
        {
          subscriptionPackageId,
          createdAt: existing.createdAt.toISOString(),
        } satisfies SubscriptionReminder,
        200,
      )
    },
  )
}
