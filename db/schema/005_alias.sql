-- Ids that name a part under another id now: an entry merged into the entry of the same product
-- (db/generator/duplicates.cpp) keeps its old id here, so a build saved with it still finds the part.
CREATE TABLE part_alias (
    old_id TEXT PRIMARY KEY,
    part_id TEXT NOT NULL REFERENCES part (id) ON DELETE CASCADE
);
