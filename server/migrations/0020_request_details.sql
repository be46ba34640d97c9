-- The programme forms of issue 15 (tutor booking, producer centre, clubs, ambassadors,
-- accelerator, competence contest, partners) ask fields of their own besides the contacts and
-- the message: kept as one JSON object of strings keyed by the form's field codes
-- (requests::FormSpec), null for the forms that ask none.
ALTER TABLE requests ADD COLUMN details TEXT;
