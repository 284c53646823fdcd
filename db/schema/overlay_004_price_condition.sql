-- SPDX-License-Identifier: GPL-3.0-or-later
-- The user's overlay, version 4: whether a price is for a new or a used part ('' where the user did
-- not say), and prices for a GPU model: every variant of it (same model, same memory) that has no
-- price of its own. `model` is the model's key ("geforce rtx 3090/24"), `name` as it was chosen.
ALTER TABLE price_override ADD COLUMN condition TEXT NOT NULL DEFAULT '' CHECK (condition IN ('', 'new', 'used'));
CREATE TABLE model_price (
    model TEXT PRIMARY KEY CHECK (length(model) BETWEEN 3 AND 160),
    name TEXT NOT NULL CHECK (length(name) > 0),
    cents INTEGER NOT NULL CHECK (cents > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    set_on TEXT NOT NULL,
    shop TEXT NOT NULL DEFAULT '',
    condition TEXT NOT NULL DEFAULT '' CHECK (condition IN ('', 'new', 'used'))
);
