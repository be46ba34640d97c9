-- The «Рекомендуем» picks (decision 0030): per public area, festivals and blog articles in the
-- editors' order, each with an optional short note drawn on its card. item_id is an event's id
-- (kind 'event') or an article's (kind 'article'); no foreign key, as it points into one of two
-- tables: the public read skips a pick whose item is gone, unpublished or past.
CREATE TABLE recommendations (
  id {{id}},
  area TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL,
  item_id BIGINT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- The public read is one area's picks in order.
CREATE INDEX recommendations_area_position ON recommendations (area, position);

-- Picks share the content change counter (decision 0022) with pages and the blog: a «Рекомендуем»
-- block drops with them.
