-- Afisha and tickets (issue 18, decision 0046): the shows of the afisha with their ticket tiers
-- and promo codes, the ticket orders held for a while and paid at the box office or through a
-- payment provider, the e-tickets checked in at the door, and the providers' notifications.

-- starts_at: the local date and time at the venue, "YYYY-MM-DDTHH:MM" (sorts as text).
-- status: draft | on_sale | cancelled; kind: concert | performance | gala (a festival's gala:
-- event_id); age_rating: 0+ | 6+ | 12+ | 16+ | 18+.
CREATE TABLE shows (
  id {{id}},
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  kind TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  photo TEXT,
  photos_json TEXT NOT NULL DEFAULT '[]',
  place_id BIGINT NOT NULL REFERENCES places (id),
  hall_id BIGINT REFERENCES halls (id),
  starts_at TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL DEFAULT 120,
  age_rating TEXT NOT NULL,
  event_id BIGINT REFERENCES events (id),
  status TEXT NOT NULL DEFAULT 'draft',
  published INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX shows_published_starts ON shows (published, starts_at);
CREATE INDEX shows_place ON shows (place_id);

-- taken: the seats held and paid. The oversell guard: a hold runs
-- UPDATE ticket_tiers SET taken = taken + n WHERE id = ? AND taken + n <= quota
-- and fails when no row changed; expiry, cancellation and refund give the seats back.
CREATE TABLE ticket_tiers (
  id {{id}},
  show_id BIGINT NOT NULL REFERENCES shows (id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  quota INTEGER NOT NULL,
  taken INTEGER NOT NULL DEFAULT 0,
  sale_starts_at TEXT,
  sale_ends_at TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ticket_tiers_show ON ticket_tiers (show_id, sort);

-- A promo code of one show (show_id) or of every show (NULL): percent off or an amount off in
-- roubles; used counts the orders not cancelled that took it, guarded like taken.
CREATE TABLE promo_codes (
  id {{id}},
  show_id BIGINT REFERENCES shows (id),
  code TEXT NOT NULL,
  percent INTEGER,
  amount INTEGER,
  max_uses INTEGER,
  used INTEGER NOT NULL DEFAULT 0,
  valid_until TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (show_id, code)
);
CREATE INDEX promo_codes_code ON promo_codes (code);

-- status: held | awaiting_payment | paid | cancelled | expired | refunded. held_until: when an
-- unpaid order gives its seats back. access_key: the guest's link to the order.
CREATE TABLE ticket_orders (
  id {{id}},
  number TEXT NOT NULL UNIQUE,
  show_id BIGINT NOT NULL REFERENCES shows (id),
  user_id BIGINT REFERENCES users (id),
  buyer_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL,
  total INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  promo_code_id BIGINT REFERENCES promo_codes (id),
  payment_method TEXT NOT NULL,
  held_until TEXT NOT NULL,
  paid_at TEXT,
  payment_ref TEXT,
  access_key TEXT NOT NULL,
  cancel_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ticket_orders_status_held ON ticket_orders (status, held_until);
CREATE INDEX ticket_orders_user ON ticket_orders (user_id);
CREATE INDEX ticket_orders_show_status ON ticket_orders (show_id, status);

CREATE TABLE ticket_order_lines (
  id {{id}},
  order_id BIGINT NOT NULL REFERENCES ticket_orders (id),
  tier_id BIGINT NOT NULL REFERENCES ticket_tiers (id),
  quantity INTEGER NOT NULL,
  price INTEGER NOT NULL
);
CREATE INDEX ticket_order_lines_order ON ticket_order_lines (order_id);
CREATE INDEX ticket_order_lines_tier ON ticket_order_lines (tier_id);

-- One per seat, made when its order is paid. code: random; the QR carries it with its signature.
CREATE TABLE tickets (
  id {{id}},
  order_id BIGINT NOT NULL REFERENCES ticket_orders (id),
  tier_id BIGINT NOT NULL REFERENCES ticket_tiers (id),
  code TEXT NOT NULL UNIQUE,
  number INTEGER NOT NULL,
  checked_in_at TEXT,
  checked_in_by BIGINT REFERENCES users (id)
);
CREATE INDEX tickets_order ON tickets (order_id, number);

-- A payment provider's notification, kept once: a replayed one is found and changes nothing.
CREATE TABLE payment_notifications (
  id {{id}},
  provider TEXT NOT NULL,
  external_id TEXT NOT NULL,
  order_id BIGINT REFERENCES ticket_orders (id),
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL,
  UNIQUE (provider, external_id)
);

-- The server's own keys, made at first start (random) and shared by every copy of the server:
-- 'tickets' signs the e-tickets' codes, 'payments_test' the test provider's notifications.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
