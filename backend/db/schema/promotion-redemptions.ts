/**
 * Which orders hold which promotion: one row per order that took a promotion, from the
 * order's transaction until the order closes unpaid. The limits of `shop_promotion_rules` are
 * enforced on these rows by the database, whoever writes them: the migration's trigger
 * `promotion_redemptions_within_limits` takes the promotion's counter row (queueing redemptions
 * of one promotion), refuses one past the member's limit or a first purchase that is not one,
 * and the counter's CHECK refuses one past the total limit. Deleting the row (the order closed
 * unpaid) gives the redemption back, once, because a row is deleted once.
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { orders } from './checkout'
import { createdAt } from './columns'
import { promotions } from './content'
import { members } from './members'

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    /** An order holds at most one promotion. */
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('promotion_redemptions_member_idx').on(table.promotionId, table.memberId)],
)
