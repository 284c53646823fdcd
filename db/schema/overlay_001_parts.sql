-- SPDX-License-Identifier: GPL-3.0-or-later
-- The user's overlay, version 1: custom parts (stored as build-file part JSON) and price overrides.
CREATE TABLE custom_part (
    id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 3 AND 160),
    kind TEXT NOT NULL,
    json TEXT NOT NULL
);
CREATE TABLE price_override (
    part_id TEXT PRIMARY KEY,
    cents INTEGER NOT NULL CHECK (cents > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    set_on TEXT NOT NULL
);
