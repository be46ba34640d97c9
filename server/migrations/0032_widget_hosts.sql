-- The servers whose call-back widget a content manager may put on an area's pages (issue 31):
-- the widget's script runs with the visitor's session, so only Admin keeps this list, and an
-- area's layout may name a widget only from it. Seeded with the CRMs Russian sites use.
CREATE TABLE widget_hosts (
  id {{id}},
  host TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO widget_hosts (host, title, sort) VALUES ('cdn-ru.bitrix24.ru', 'Битрикс24', 1);
INSERT INTO widget_hosts (host, title, sort) VALUES ('gso.amocrm.ru', 'amoCRM', 2);
INSERT INTO widget_hosts (host, title, sort) VALUES ('code.jivo.ru', 'Jivo', 3);
INSERT INTO widget_hosts (host, title, sort) VALUES ('mod.calltouch.ru', 'Calltouch', 4);
INSERT INTO widget_hosts (host, title, sort) VALUES ('cdn.envybox.io', 'Envybox', 5);
