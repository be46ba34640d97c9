-- Pages of blocks that editors run (issue 12, decision 0024). A page belongs to an area and has
-- one canonical path there ("/o-nas/", slashed); its blocks are a JSON array checked against the
-- block schemas on every save (content/blocks.cpp). Drafts are seen in the admin only.
CREATE TABLE content_pages (
  id {{id}},
  area TEXT NOT NULL,
  path TEXT NOT NULL,
  title TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  share_image TEXT,
  status TEXT NOT NULL DEFAULT 'draft',
  blocks_json TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT,
  UNIQUE (area, path)
);
CREATE INDEX content_pages_status ON content_pages (area, status);

-- Pages, menus, footers and area settings share one change counter (decision 0022).
INSERT INTO change_counters (name, value) VALUES ('content', 0);

-- Each public area's menu (the spec's Menu items with children and banners), footer (columns of
-- links, notes) and settings (support phone, social links, rating badge, external form and
-- widget URLs), as JSON checked against their schemas (content/layout.cpp). Unset: not shown.
CREATE TABLE area_layouts (
  area TEXT PRIMARY KEY,
  menu_json TEXT NOT NULL DEFAULT '[]',
  footer_json TEXT NOT NULL DEFAULT '{}',
  settings_json TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL
);
