-- SPDX-License-Identifier: GPL-3.0-or-later
-- Catalog schema version 7: the size of the radiator a liquid-cooled (AIO) card brings, where a source gives
-- it (db/curated/gpu_radiators.csv); NULL: unknown, or a card without a radiator of its own.
ALTER TABLE gpu ADD COLUMN radiator_mm REAL CHECK (radiator_mm IS NULL OR radiator_mm BETWEEN 40 AND 1200);
