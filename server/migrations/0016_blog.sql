-- The platform's blog (issue 12, decision 0027): article types (sections such as news) and
-- articles whose body is content blocks, like pages (content/blocks.cpp). An article's address is
-- main's /blog/{type}/{code}/; its area (whose readers it is for) only filters the RSS feeds.
CREATE TABLE article_types (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  type_id BIGINT NOT NULL REFERENCES article_types (id),
  area TEXT NOT NULL DEFAULT 'main',
  title TEXT NOT NULL,
  lead TEXT,
  cover TEXT,
  author TEXT,
  tags_json TEXT NOT NULL DEFAULT '[]',
  blocks_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'draft',
  seo_title TEXT,
  seo_description TEXT,
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- Lists are the newest published articles, of all types or of one.
CREATE INDEX articles_published ON articles (status, published_at);
CREATE INDEX articles_type_published ON articles (type_id, status, published_at);

-- Articles and their types share the content change counter (decision 0022): the blog's lists,
-- the article_list blocks of pages and the feeds are dropped together.
