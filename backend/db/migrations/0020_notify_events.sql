CREATE TABLE "notification_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"notification_id" uuid,
	"handed_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_events_due_idx" ON "notification_events" USING btree ("due_at") WHERE "notification_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_events_handoff_idx" ON "notification_events" USING btree ("processed_at") WHERE "notification_events"."notification_id" is not null and "notification_events"."handed_off_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_member_unread_idx" ON "notifications" USING btree ("member_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_key_unique" UNIQUE("event_key");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): every event a member is told about is
-- recorded in notification_events by a trigger, in the transaction that made the event, whoever's
-- code made it (ADR 035). The key is the notification's: recording an event twice is one row.
CREATE FUNCTION diri_record_notification_event(p_kind text, p_member uuid, p_subject uuid, p_delay_seconds integer) RETURNS void AS $$
BEGIN
  -- The seed's demo history (db/seed/demo-members.ts sets it for its transaction) is not news.
  IF current_setting('diri.seeding', true) = 'on' THEN
    RETURN;
  END IF;
  INSERT INTO notification_events (event_key, kind, member_id, subject_id, due_at)
  VALUES (p_kind || ':' || p_subject, p_kind, p_member, p_subject, now() + make_interval(secs => p_delay_seconds))
  ON CONFLICT (event_key) DO NOTHING;
  -- Delivered on commit only: the instances' listeners send the job at once (jobs/notification-events-listener.ts);
  -- a notice lost is found by the minute's sweep.
  PERFORM pg_notify('diri_notification_events', json_build_object('key', p_kind || ':' || p_subject, 'delay', p_delay_seconds)::text);
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION diri_order_notification_event() RETURNS trigger AS $$
BEGIN
  -- 'shipped' and 'delivered' arrive with the order timeline (issue 30); told once they exist.
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('paid', 'failed', 'expired', 'shipped', 'delivered') THEN
    PERFORM diri_record_notification_event('order.' || NEW.status, NEW.member_id, NEW.id, 0);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_notification_event AFTER UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION diri_order_notification_event();
--> statement-breakpoint
CREATE FUNCTION diri_payment_notification_event() RETURNS trigger AS $$
DECLARE
  v_member uuid;
BEGIN
  -- A declined attempt of an order still open: the member can pay again. An order closed with
  -- its attempts is told by the order's own event.
  IF NEW.status = 'failed' AND OLD.status IS DISTINCT FROM 'failed' THEN
    SELECT member_id INTO v_member FROM orders WHERE id = NEW.order_id AND status = 'awaiting_payment';
    IF v_member IS NOT NULL THEN
      PERFORM diri_record_notification_event('order.failed', v_member, NEW.id, 0);
    END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_notification_event AFTER UPDATE OF status ON payments FOR EACH ROW EXECUTE FUNCTION diri_payment_notification_event();
--> statement-breakpoint
CREATE FUNCTION diri_booking_notification_event() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'confirmed' THEN
      -- A reschedule inserts the successor of the booking it moves.
      PERFORM diri_record_notification_event(
        CASE WHEN NEW.predecessor_id IS NULL THEN 'booking.confirmed' ELSE 'booking.rescheduled' END,
        NEW.member_id, NEW.id, 0);
    END IF;
  ELSIF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
    PERFORM diri_record_notification_event('booking.cancelled', NEW.member_id, NEW.id, 0);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clinic_bookings_notification_event AFTER INSERT OR UPDATE OF status ON clinic_bookings FOR EACH ROW EXECUTE FUNCTION diri_booking_notification_event();
--> statement-breakpoint
CREATE FUNCTION diri_consult_notification_event() RETURNS trigger AS $$
BEGIN
  IF OLD.doctor_id IS NULL AND NEW.doctor_id IS NOT NULL THEN
    PERFORM diri_record_notification_event('consult.doctor_joined', NEW.member_id, NEW.id, 0);
  END IF;
  -- Closed with a recommendation: the member has something to read and buy.
  IF NEW.status = 9 AND OLD.status IS DISTINCT FROM 9 AND EXISTS (
    SELECT 1 FROM consult_messages WHERE consult_id = NEW.id AND kind = 'recommendation'
  ) THEN
    PERFORM diri_record_notification_event('consult.closed', NEW.member_id, NEW.id, 0);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consults_notification_event AFTER UPDATE OF doctor_id, status ON consults FOR EACH ROW EXECUTE FUNCTION diri_consult_notification_event();
--> statement-breakpoint
CREATE FUNCTION diri_consult_message_notification_event() RETURNS trigger AS $$
DECLARE
  v_member uuid;
BEGIN
  IF NEW.sender = 'doctor' AND NEW.kind IN ('text', 'image', 'recommendation') THEN
    SELECT member_id INTO v_member FROM consults WHERE id = NEW.consult_id;
    -- Due in 10 s: a member whose chat is open has read it by then, and is not told (ADR 035).
    PERFORM diri_record_notification_event('consult.doctor_replied', v_member, NEW.id, 10);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consult_messages_notification_event AFTER INSERT ON consult_messages FOR EACH ROW EXECUTE FUNCTION diri_consult_message_notification_event();
--> statement-breakpoint
CREATE FUNCTION diri_refund_notification_event() RETURNS trigger AS $$
DECLARE
  v_member uuid;
BEGIN
  SELECT member_id INTO v_member FROM orders WHERE id = NEW.order_id;
  IF TG_OP = 'INSERT' THEN
    PERFORM diri_record_notification_event('refund.owed', v_member, NEW.id, 0);
  ELSIF NEW.state = 'refunded' AND OLD.state IS DISTINCT FROM 'refunded' THEN
    PERFORM diri_record_notification_event('refund.paid', v_member, NEW.id, 0);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refunds_notification_event AFTER INSERT OR UPDATE OF state ON refunds FOR EACH ROW EXECUTE FUNCTION diri_refund_notification_event();
--> statement-breakpoint
-- A member's unread count changed (a notification written or read): every instance's badge
-- streams for that member read it again, on commit (events/notification-badge-events.ts).
CREATE FUNCTION diri_notification_badge_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('diri_notification_badges', COALESCE(NEW.member_id, OLD.member_id)::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_badge_event AFTER INSERT OR UPDATE OF read_at OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION diri_notification_badge_event();
