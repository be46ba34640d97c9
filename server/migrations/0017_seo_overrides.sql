-- SEO overrides (issue 12, decision 0028): for any address of a public area, the title,
-- description and share image a SEO manager chose, and whether search engines may index it.
-- They replace what the route or its data would give, on full loads and in the web app.
CREATE TABLE seo_overrides (
  id {{id}},
  area TEXT NOT NULL,
  path TEXT NOT NULL,
  title TEXT,
  description TEXT,
  share_image TEXT,
  noindex INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  UNIQUE (area, path)
);
