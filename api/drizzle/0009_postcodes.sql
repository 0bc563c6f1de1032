-- Postcodes saved before they were normalised on the way in: capitals, one
-- space before the inward code ('sw1a1aa' -> 'SW1A 1AA'). Only values that are
-- UK postcodes once their spaces are gone are touched.
UPDATE "addresses"
SET "postcode" = regexp_replace(
  upper(regexp_replace("postcode", '\s', '', 'g')),
  '^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$',
  '\1 \2'
)
WHERE upper(regexp_replace("postcode", '\s', '', 'g')) ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$'
  AND "postcode" IS DISTINCT FROM regexp_replace(
    upper(regexp_replace("postcode", '\s', '', 'g')),
    '^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$',
    '\1 \2'
  );
