-- Basket and orders (issue 5, decision 0013): the catalogue of paid services with their params,
-- the users' server carts, and the orders a confirmed cart becomes, with their items (a snapshot
-- taken at confirm time), status history, internal comments and the yearly number counter.
-- Booleans are INTEGER 0/1, times UTC text (decision 0004). Number 0007 belongs to another
-- branch; the runner applies every missing number, so the order of landing does not matter.
CREATE TABLE service_categories (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- price_old: before a discount (NULL: none); price_preview: display text such as «от 2 500 ₽»;
-- price_final: what the basket charges. special: listed on the admin "special services" page.
CREATE TABLE services (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id BIGINT NOT NULL REFERENCES service_categories (id),
  price_old INTEGER,
  price_preview TEXT,
  price_final INTEGER NOT NULL,
  special INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX services_category ON services (category_id, sort);
CREATE INDEX services_special ON services (special);

-- A tag deleted in the catalogue admin simply leaves the services it marked.
CREATE TABLE service_tags (
  service_id BIGINT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  tag_id BIGINT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (service_id, tag_id)
);
CREATE INDEX service_tags_tag ON service_tags (tag_id);

-- type: file | video | creative_type | execution-format.
CREATE TABLE service_params (
  id {{id}},
  service_id BIGINT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL,
  label TEXT NOT NULL,
  placeholder TEXT NOT NULL DEFAULT '',
  cap_text TEXT NOT NULL DEFAULT '',
  cap_text_right TEXT NOT NULL DEFAULT '',
  required INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX service_params_service ON service_params (service_id, sort);

-- One cart per user. version grows with every change; confirmed_order_id is the order the
-- cart became at its last confirm while nothing has changed since (a repeated confirm answers it).
CREATE TABLE carts (
  id {{id}},
  user_id BIGINT NOT NULL UNIQUE REFERENCES users (id),
  version INTEGER NOT NULL DEFAULT 0,
  confirmed_order_id BIGINT,
  confirmed_at TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_events (
  id {{id}},
  cart_id BIGINT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  count INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  UNIQUE (cart_id, event_id)
);
CREATE INDEX cart_events_event ON cart_events (event_id);

CREATE TABLE cart_services (
  id {{id}},
  cart_id BIGINT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  service_id BIGINT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  checked INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  UNIQUE (cart_id, service_id)
);
CREATE INDEX cart_services_service ON cart_services (service_id);

-- A param's value: text (a link, a creative type slug, an execution format code) or a file.
CREATE TABLE cart_service_params (
  cart_service_id BIGINT NOT NULL REFERENCES cart_services (id) ON DELETE CASCADE,
  param_id BIGINT NOT NULL REFERENCES service_params (id) ON DELETE CASCADE,
  value TEXT,
  file_id BIGINT REFERENCES files (id),
  PRIMARY KEY (cart_service_id, param_id)
);

-- Original names of uploaded files (the files table keeps the stored path).
CREATE TABLE file_names (
  file_id BIGINT PRIMARY KEY REFERENCES files (id),
  name TEXT NOT NULL
);

-- number: "YYYY-NNNNN", the year of the confirm and a sequence restarting each year.
-- confirm_key: the user's cart id and version at confirm, so one cart state makes one order.
CREATE TABLE orders (
  id {{id}},
  number TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL,
  total INTEGER NOT NULL,
  manager_id BIGINT REFERENCES users (id),
  cancel_reason TEXT,
  confirm_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_status ON orders (status, created_at);
CREATE INDEX orders_manager ON orders (manager_id, created_at);
CREATE INDEX orders_created ON orders (created_at);

CREATE TABLE order_counters (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);

-- kind: event | service. Name, prices, count and params are copied at confirm time, so later
-- catalogue changes never alter an order. details_json: the event's dates, place and package
-- (or the service's description); params_json: [{param_id, type, label, value, file}].
-- event_id / service_id carry no foreign key: the catalogue may delete what an order recorded.
CREATE TABLE order_items (
  id {{id}},
  order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  kind TEXT NOT NULL,
  event_id BIGINT,
  service_id BIGINT,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  count INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  details_json TEXT NOT NULL,
  params_json TEXT NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id, sort);
CREATE INDEX order_items_event ON order_items (event_id);

-- Files attached to an order (managers download them through the order).
CREATE TABLE order_files (
  order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  file_id BIGINT NOT NULL REFERENCES files (id),
  PRIMARY KEY (order_id, file_id)
);
CREATE INDEX order_files_file ON order_files (file_id);

CREATE TABLE order_status_history (
  id {{id}},
  order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  reason TEXT,
  actor_user_id BIGINT REFERENCES users (id),
  created_at TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

-- Internal notes of the managers; never shown to the customer.
CREATE TABLE order_comments (
  id {{id}},
  order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_user_id BIGINT NOT NULL REFERENCES users (id),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_comments_order ON order_comments (order_id, id);
