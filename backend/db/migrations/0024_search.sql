-- Trigram similarity for typos ('niasinamid', 'makasar'); PGlite loads its own build (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"source" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"href" text NOT NULL,
	"image" jsonb,
	"folded_title" text GENERATED ALWAYS AS (lower("title")) STORED NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian'::regconfig, "title"), 'A') || setweight(to_tsvector('indonesian'::regconfig, "body"), 'B')) STORED NOT NULL,
	CONSTRAINT "search_documents_source_id_pk" PRIMARY KEY("source","id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("folded_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The readable text of a page's blocks (contract/content ContentBlock): titles, paragraphs, bullets
-- and captions in page order, without ids, layouts or image paths.
CREATE FUNCTION "search_block_text"(blocks jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(concat_ws(' ',
    b ->> 'title',
    (SELECT string_agg(p, ' ') FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(b -> 'body') = 'array' THEN b -> 'body' ELSE '[]' END) p),
    (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(b -> 'bullets') = 'array' THEN b -> 'bullets' ELSE '[]' END) x),
    b ->> 'caption'), ' ' ORDER BY n), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(blocks) = 'array' THEN blocks ELSE '[]' END) WITH ORDINALITY AS e(b, n)
$$;
--> statement-breakpoint
-- What search may find, and nothing else: the one place "public" is defined for search.
CREATE VIEW "search_sources" AS
  SELECT 'product'::text AS source, p.id, 'product'::text AS kind, p.name AS title,
    concat_ws(' ', p.summary, p.description, p.ingredients) AS body,
    '/product/' || p.id AS href, NULL::jsonb AS image
  FROM shop_products p WHERE NOT p.discontinued
  UNION ALL
  SELECT 'condition', c.id, 'condition', c.name,
    concat_ws(' ', c.summary, (SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(cp.symptoms) s), search_block_text(cp.blocks)),
    '/kondisi/' || c.id, jsonb_build_object('src', cp.image ->> 'src', 'alt', cp.image ->> 'alt')
  FROM conditions c JOIN condition_pages cp ON cp.condition_id = c.id
  UNION ALL
  SELECT 'polyclinic', y.id, 'condition', y.name,
    concat_ws(' ', y.description, search_block_text(yp.blocks)),
    '/poliklinik/' || y.slug, jsonb_build_object('src', yp.image ->> 'src', 'alt', yp.image ->> 'alt')
  FROM polyclinics y JOIN polyclinic_pages yp ON yp.polyclinic_id = y.id
  UNION ALL
  SELECT 'article', a.id, 'article', a.title,
    concat_ws(' ', a.excerpt, search_block_text(a.blocks)),
    '/artikel/' || a.id, jsonb_build_object('src', a.cover ->> 'src', 'alt', a.cover ->> 'alt')
  FROM articles a
  UNION ALL
  SELECT 'treatment', t.id, 'treatment', t.name,
    concat_ws(' ', t.summary, search_block_text(t.blocks)),
    '/klinik/perawatan/' || t.id, jsonb_build_object('src', t.image ->> 'src', 'alt', t.image ->> 'alt')
  FROM clinic_treatments t WHERE t.is_active
  UNION ALL
  SELECT 'branch', o.id, 'branch', o.name,
    concat_ws(' ', o.summary, o.street, o.district, o.city, r.name, search_block_text(o.blocks),
      (SELECT string_agg(f, ' ') FROM jsonb_array_elements_text(o.facilities) f)),
    '/klinik/cabang/' || o.id, jsonb_build_object('src', o.image ->> 'src', 'alt', o.image ->> 'alt')
  FROM offline_clinics o JOIN provinces r ON r.id = o.province_id WHERE o.is_active;
--> statement-breakpoint
-- Makes the rows of `p_ids` what `search_sources` says, within the calling statement: written when
-- public, gone when not. An edit that changes none of the searched text writes nothing.
CREATE FUNCTION "search_refresh"(p_source text, p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Uncorrelated: a correlated NOT EXISTS on the view made PostgreSQL 15 build every document.
  DELETE FROM search_documents d WHERE d.source = p_source AND d.id = ANY (p_ids)
    AND d.id <> ALL (ARRAY(SELECT s.id FROM search_sources s WHERE s.source = p_source AND s.id = ANY (p_ids)));
  INSERT INTO search_documents (source, id, kind, title, body, href, image)
    SELECT s.source, s.id, s.kind, s.title, s.body, s.href, s.image FROM search_sources s
    WHERE s.source = p_source AND s.id = ANY (p_ids)
  ON CONFLICT (source, id) DO UPDATE SET kind = excluded.kind, title = excluded.title,
    body = excluded.body, href = excluded.href, image = excluded.image
    WHERE (search_documents.kind, search_documents.title, search_documents.body, search_documents.href, search_documents.image)
      IS DISTINCT FROM (excluded.kind, excluded.title, excluded.body, excluded.href, excluded.image);
END
$$;
--> statement-breakpoint
-- A statement trigger over the statement's changed rows (transition tables `old_rows`, `new_rows`):
-- one refresh per statement, not per row, so seeding or a bulk edit costs a few queries.
-- TG_ARGV[0] is the source, TG_ARGV[1] the column holding the thing's id.
CREATE FUNCTION "search_refresh_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(to_jsonb(n) ->> TG_ARGV[1]) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(to_jsonb(o) ->> TG_ARGV[1]) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(id) INTO ids FROM (
      SELECT to_jsonb(o) ->> TG_ARGV[1] AS id FROM old_rows o
      UNION SELECT to_jsonb(n) ->> TG_ARGV[1] FROM new_rows n
    ) changed;
  END IF;
  IF ids IS NOT NULL THEN PERFORM search_refresh(TG_ARGV[0], ids); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row trigger: emptying a source table empties its documents.
CREATE FUNCTION "search_forget_source"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_products_search_insert" AFTER INSERT ON "shop_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('product', 'id');
--> statement-breakpoint
CREATE TRIGGER "shop_products_search_update" AFTER UPDATE ON "shop_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('product', 'id');
--> statement-breakpoint
CREATE TRIGGER "shop_products_search_delete" AFTER DELETE ON "shop_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('product', 'id');
--> statement-breakpoint
CREATE TRIGGER "shop_products_truncate_search" AFTER TRUNCATE ON "shop_products" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('product');
--> statement-breakpoint
CREATE TRIGGER "conditions_search_insert" AFTER INSERT ON "conditions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'id');
--> statement-breakpoint
CREATE TRIGGER "conditions_search_update" AFTER UPDATE ON "conditions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'id');
--> statement-breakpoint
CREATE TRIGGER "conditions_search_delete" AFTER DELETE ON "conditions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'id');
--> statement-breakpoint
CREATE TRIGGER "conditions_truncate_search" AFTER TRUNCATE ON "conditions" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('condition');
--> statement-breakpoint
CREATE TRIGGER "condition_pages_search_insert" AFTER INSERT ON "condition_pages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'condition_id');
--> statement-breakpoint
CREATE TRIGGER "condition_pages_search_update" AFTER UPDATE ON "condition_pages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'condition_id');
--> statement-breakpoint
CREATE TRIGGER "condition_pages_search_delete" AFTER DELETE ON "condition_pages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('condition', 'condition_id');
--> statement-breakpoint
CREATE TRIGGER "condition_pages_truncate_search" AFTER TRUNCATE ON "condition_pages" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('condition');
--> statement-breakpoint
CREATE TRIGGER "polyclinics_search_insert" AFTER INSERT ON "polyclinics" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'id');
--> statement-breakpoint
CREATE TRIGGER "polyclinics_search_update" AFTER UPDATE ON "polyclinics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'id');
--> statement-breakpoint
CREATE TRIGGER "polyclinics_search_delete" AFTER DELETE ON "polyclinics" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'id');
--> statement-breakpoint
CREATE TRIGGER "polyclinics_truncate_search" AFTER TRUNCATE ON "polyclinics" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('polyclinic');
--> statement-breakpoint
CREATE TRIGGER "polyclinic_pages_search_insert" AFTER INSERT ON "polyclinic_pages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'polyclinic_id');
--> statement-breakpoint
CREATE TRIGGER "polyclinic_pages_search_update" AFTER UPDATE ON "polyclinic_pages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'polyclinic_id');
--> statement-breakpoint
CREATE TRIGGER "polyclinic_pages_search_delete" AFTER DELETE ON "polyclinic_pages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('polyclinic', 'polyclinic_id');
--> statement-breakpoint
CREATE TRIGGER "polyclinic_pages_truncate_search" AFTER TRUNCATE ON "polyclinic_pages" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('polyclinic');
--> statement-breakpoint
CREATE TRIGGER "articles_search_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('article', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_search_update" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('article', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_search_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('article', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_truncate_search" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('article');
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_insert" AFTER INSERT ON "clinic_treatments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('treatment', 'id');
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_update" AFTER UPDATE ON "clinic_treatments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('treatment', 'id');
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_delete" AFTER DELETE ON "clinic_treatments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('treatment', 'id');
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_truncate_search" AFTER TRUNCATE ON "clinic_treatments" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('treatment');
--> statement-breakpoint
CREATE TRIGGER "offline_clinics_search_insert" AFTER INSERT ON "offline_clinics" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('branch', 'id');
--> statement-breakpoint
CREATE TRIGGER "offline_clinics_search_update" AFTER UPDATE ON "offline_clinics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('branch', 'id');
--> statement-breakpoint
CREATE TRIGGER "offline_clinics_search_delete" AFTER DELETE ON "offline_clinics" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_rows"('branch', 'id');
--> statement-breakpoint
CREATE TRIGGER "offline_clinics_truncate_search" AFTER TRUNCATE ON "offline_clinics" FOR EACH STATEMENT EXECUTE FUNCTION "search_forget_source"('branch');
--> statement-breakpoint
-- The words of a text as the vocabulary keeps them: lower-cased, letters in them, 3 to 40 long.
CREATE FUNCTION "search_words_of"(content text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(content), '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
$$;
--> statement-breakpoint
-- Keeps each word's document count exact in the statement that changes documents: one upsert per
-- statement, over its transition tables. Counts fall to 0, rows stay (schema/search.ts).
-- Transactions that change documents take turns on the vocabulary (a transaction-level advisory
-- lock, held to commit): one that changes documents in two statements would otherwise lock shared
-- words in two passes, and two such could each wait for a word the other holds. Only a change to
-- a document's text takes it; a sale, which changes no searched text, does not.
CREATE FUNCTION "search_count_word_changes"(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('search_words'));
  INSERT INTO search_words (word, documents)
    SELECT word, sum(step)::int FROM (
      SELECT unnest(added) AS word, 1 AS step
      UNION ALL
      SELECT unnest(removed), -1
    ) steps GROUP BY word HAVING sum(step) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET documents = search_words.documents + excluded.documents
$$;
--> statement-breakpoint
-- Room on each page for a count's new version beside the old: the update stays on its page and
-- leaves the indexes alone (a HOT update).
ALTER TABLE "search_words" SET (fillfactor = 50);
--> statement-breakpoint
-- Each branch names only the transition tables its event has.
CREATE FUNCTION "search_count_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_count_word_changes(ARRAY(SELECT search_words_of(n.title || ' ' || n.body) FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_count_word_changes('{}', ARRAY(SELECT search_words_of(o.title || ' ' || o.body) FROM old_rows o));
  ELSE
    PERFORM search_count_word_changes(
      ARRAY(SELECT search_words_of(n.title || ' ' || n.body) FROM new_rows n),
      ARRAY(SELECT search_words_of(o.title || ' ' || o.body) FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_documents_words_insert" AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_count_words"();
--> statement-breakpoint
CREATE TRIGGER "search_documents_words_update" AFTER UPDATE ON "search_documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_count_words"();
--> statement-breakpoint
CREATE TRIGGER "search_documents_words_delete" AFTER DELETE ON "search_documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_count_words"();
--> statement-breakpoint
-- Rows that exist before this migration (a database upgraded in place) are indexed now.
INSERT INTO search_documents (source, id, kind, title, body, href, image)
  SELECT source, id, kind, title, body, href, image FROM search_sources;
