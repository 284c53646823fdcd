-- SPDX-License-Identifier: GPL-3.0-or-later
-- Catalog schema version 6: dated street prices of GPU models (db/curated/street_prices.csv), for a
-- new or a used card, given to every catalog variant of the model (same model, same memory). seen_on
-- is the day the source gives, or YYYY-MM where it gives only the month. A price the source gives as
-- a range is stored as its midpoint with the range beside it.
CREATE TABLE street_price (
    part_id TEXT NOT NULL REFERENCES part (id) ON DELETE CASCADE,
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    cents INTEGER NOT NULL CHECK (cents > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    seen_on TEXT NOT NULL CHECK (length(seen_on) IN (7, 10)),
    model TEXT NOT NULL CHECK (length(model) > 0),
    url TEXT NOT NULL CHECK (length(url) > 0),
    quote TEXT NOT NULL CHECK (length(quote) > 0),
    range_low_cents INTEGER CHECK (range_low_cents IS NULL OR range_low_cents > 0),
    range_high_cents INTEGER CHECK (range_high_cents IS NULL OR range_high_cents >= range_low_cents),
    PRIMARY KEY (part_id, condition)
);
