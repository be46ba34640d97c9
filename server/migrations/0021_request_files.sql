-- The accelerator's application carries the project as a PDF (issue 15): the file lies under the
-- storage folder at file_path (requests/<random>.pdf), shown to managers as file_name, file_size
-- bytes. Null for the requests sent without a file.
ALTER TABLE requests ADD COLUMN file_name TEXT;
ALTER TABLE requests ADD COLUMN file_path TEXT;
ALTER TABLE requests ADD COLUMN file_size BIGINT;
