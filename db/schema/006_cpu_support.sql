-- Processors of a board's socket its chipset does not run ('no'), or runs only after a BIOS update
-- ('bios'), from db/curated/chipset_cpu_support.csv: each row names the processors by a pattern on
-- their name and cites its source. A processor no row names is not known either way.
CREATE TABLE board_cpu_support (
    board_id TEXT NOT NULL REFERENCES motherboard (part_id) ON DELETE CASCADE,
    cpu_pattern TEXT NOT NULL,
    support TEXT NOT NULL CHECK (support IN ('no', 'bios')),
    source_url TEXT NOT NULL CHECK (source_url <> ''),
    note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX board_cpu_support_board ON board_cpu_support (board_id);
