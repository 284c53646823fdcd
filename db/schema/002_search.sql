-- SPDX-License-Identifier: GPL-3.0-or-later
-- Catalog schema version 2: full-text search over part names and makers (prefix queries).
CREATE VIRTUAL TABLE part_search USING fts5(
    name, manufacturer,
    content = 'part', content_rowid = 'rowid',
    tokenize = "unicode61 remove_diacritics 2",
    prefix = '1 2 3'
);
INSERT INTO part_search (part_search) VALUES ('rebuild');
CREATE TRIGGER part_search_insert AFTER INSERT ON part BEGIN
    INSERT INTO part_search (rowid, name, manufacturer) VALUES (new.rowid, new.name, new.manufacturer);
END;
CREATE TRIGGER part_search_delete AFTER DELETE ON part BEGIN
    INSERT INTO part_search (part_search, rowid, name, manufacturer) VALUES ('delete', old.rowid, old.name, old.manufacturer);
END;
