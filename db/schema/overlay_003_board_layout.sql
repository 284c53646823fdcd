-- SPDX-License-Identifier: GPL-3.0-or-later
-- The user's overlay, version 3: board layouts the user corrected, one per board, stored as a
-- layout file (core/layoutcorrection.h) so the overlay, export and import read one format.
CREATE TABLE board_layout (
    board_id TEXT PRIMARY KEY CHECK (length(board_id) BETWEEN 3 AND 160),
    json TEXT NOT NULL,
    saved_on TEXT NOT NULL
);
