-- SPDX-License-Identifier: GPL-3.0-or-later
-- The user's overlay, version 2: where a price came from. set_on is the price's own date.
ALTER TABLE price_override ADD COLUMN shop TEXT NOT NULL DEFAULT '';
