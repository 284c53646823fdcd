-- SPDX-License-Identifier: GPL-3.0-or-later
-- Catalog schema version 3: sourced facts. Every new value is optional or defaults to
-- "unknown", and each board says how sure its slot layout is and where it was checked.
ALTER TABLE gpu ADD COLUMN eps8 INTEGER NOT NULL DEFAULT 0 CHECK (eps8 BETWEEN 0 AND 4);
ALTER TABLE gpu ADD COLUMN recommended_psu_w INTEGER CHECK (recommended_psu_w IS NULL OR recommended_psu_w BETWEEN 100 AND 5000);
ALTER TABLE psu ADD COLUMN eps8 INTEGER NOT NULL DEFAULT 0 CHECK (eps8 BETWEEN 0 AND 8);
ALTER TABLE cpu ADD COLUMN total_pcie_lanes INTEGER CHECK (total_pcie_lanes IS NULL OR total_pcie_lanes BETWEEN 1 AND 256);
ALTER TABLE cpu ADD COLUMN sustained_w INTEGER CHECK (sustained_w IS NULL OR sustained_w BETWEEN 1 AND 1500);
ALTER TABLE motherboard ADD COLUMN layout_confidence TEXT NOT NULL DEFAULT 'unverified' CHECK (layout_confidence IN ('unverified', 'slots-and-lanes', 'positions'));
ALTER TABLE motherboard ADD COLUMN dimms TEXT NOT NULL DEFAULT 'unknown' CHECK (dimms IN ('unknown', 'unbuffered', 'registered', 'both'));
ALTER TABLE storage ADD COLUMN rpm INTEGER NOT NULL DEFAULT 0 CHECK (rpm BETWEEN 0 AND 20000);

-- Where each value was checked: one row per (part, field, source).
CREATE TABLE fact_source (
    part_id TEXT NOT NULL REFERENCES part (id) ON DELETE CASCADE,
    field TEXT NOT NULL,     -- 'layout', 'eps8', 'recommended_psu_w', ...
    url TEXT NOT NULL CHECK (length(url) > 0),
    confirms TEXT NOT NULL DEFAULT ''
);
CREATE INDEX fact_source_part ON fact_source (part_id);
