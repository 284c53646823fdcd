-- SPDX-License-Identifier: GPL-3.0-or-later
-- Catalog schema version 1: one table per part kind, keyed by the part's stable text id.
CREATE TABLE source (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    licence TEXT NOT NULL,
    url TEXT NOT NULL,
    snapshot TEXT NOT NULL
);

CREATE TABLE catalog_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE part (
    id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 3 AND 160 AND id = lower(id)),
    kind TEXT NOT NULL CHECK (kind IN ('gpu', 'cpu', 'motherboard', 'memory', 'psu', 'case', 'cooler', 'storage')),
    name TEXT NOT NULL CHECK (length(name) > 0),
    manufacturer TEXT NOT NULL DEFAULT '',
    release_year INTEGER CHECK (release_year IS NULL OR release_year BETWEEN 1990 AND 2100),
    source TEXT NOT NULL,          -- '+'-joined source ids
    estimated TEXT NOT NULL DEFAULT ''  -- space-separated spec fields that were derived
);
CREATE INDEX part_kind ON part (kind);

CREATE TABLE price (
    part_id TEXT NOT NULL REFERENCES part (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('retail', 'launch')),
    cents INTEGER NOT NULL CHECK (cents > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    seen_on TEXT NOT NULL,
    source_id TEXT NOT NULL REFERENCES source (id),
    PRIMARY KEY (part_id, kind)
);

CREATE TABLE gpu (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    vendor TEXT NOT NULL CHECK (vendor IN ('NVIDIA', 'AMD', 'Intel')),
    chipset TEXT NOT NULL,
    chip TEXT NOT NULL DEFAULT '',
    architecture TEXT NOT NULL DEFAULT '',
    memory_gb REAL NOT NULL CHECK (memory_gb > 0 AND memory_gb <= 256),
    bandwidth_gbs REAL CHECK (bandwidth_gbs IS NULL OR bandwidth_gbs > 0),
    fp32_tflops REAL CHECK (fp32_tflops IS NULL OR fp32_tflops > 0),
    fp16_tflops REAL CHECK (fp16_tflops IS NULL OR fp16_tflops > 0),
    tensor_tflops REAL CHECK (tensor_tflops IS NULL OR tensor_tflops > 0),
    tensor_cores INTEGER NOT NULL CHECK (tensor_cores IN (0, 1)),
    tdp_w INTEGER NOT NULL CHECK (tdp_w BETWEEN 1 AND 1500),
    pcie6 INTEGER NOT NULL CHECK (pcie6 BETWEEN 0 AND 8),
    pcie8 INTEGER NOT NULL CHECK (pcie8 BETWEEN 0 AND 8),
    pcie12vhpwr INTEGER NOT NULL CHECK (pcie12vhpwr BETWEEN 0 AND 4),
    cooler TEXT NOT NULL CHECK (cooler IN ('open-air', 'blower', 'hybrid', 'water-block', 'passive')),
    fans INTEGER NOT NULL CHECK (fans BETWEEN 0 AND 4),
    slot_width REAL NOT NULL CHECK (slot_width BETWEEN 1 AND 5 AND slot_width * 2 = CAST(slot_width * 2 AS INTEGER)),
    length_mm REAL NOT NULL CHECK (length_mm BETWEEN 50 AND 500),
    pcie_gen INTEGER NOT NULL CHECK (pcie_gen BETWEEN 1 AND 6),
    category TEXT NOT NULL CHECK (category IN ('consumer', 'titan', 'workstation', 'datacenter')),
    founders INTEGER NOT NULL CHECK (founders IN (0, 1))
);

CREATE TABLE cpu (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    socket TEXT NOT NULL,
    microarchitecture TEXT NOT NULL DEFAULT '',
    cores INTEGER NOT NULL CHECK (cores BETWEEN 1 AND 512),
    threads INTEGER NOT NULL CHECK (threads >= cores AND threads <= 1024),
    base_ghz REAL NOT NULL CHECK (base_ghz BETWEEN 0 AND 10),
    boost_ghz REAL NOT NULL CHECK (boost_ghz BETWEEN 0 AND 10),
    tdp_w INTEGER NOT NULL CHECK (tdp_w BETWEEN 1 AND 1000),
    pcie_lanes INTEGER NOT NULL DEFAULT 0 CHECK (pcie_lanes BETWEEN 0 AND 256),  -- filled from the platform table
    pcie_gen INTEGER NOT NULL DEFAULT 3 CHECK (pcie_gen BETWEEN 1 AND 6),
    memory_types TEXT NOT NULL DEFAULT '',
    max_memory_gb REAL NOT NULL CHECK (max_memory_gb >= 0)
);

CREATE TABLE motherboard (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    socket TEXT NOT NULL,
    chipset TEXT NOT NULL DEFAULT '',
    form_factor TEXT NOT NULL CHECK (form_factor IN ('e-atx', 'ssi-eeb', 'atx', 'micro-atx', 'mini-itx', 'xl-atx', 'other')),
    layout_approximate INTEGER NOT NULL DEFAULT 1 CHECK (layout_approximate IN (0, 1)),
    memory_slots INTEGER NOT NULL CHECK (memory_slots BETWEEN 0 AND 32),
    max_memory_gb REAL NOT NULL CHECK (max_memory_gb >= 0),
    memory_type TEXT NOT NULL CHECK (memory_type IN ('ddr3', 'ddr4', 'ddr5')),
    m2_slots INTEGER NOT NULL CHECK (m2_slots BETWEEN 0 AND 16)
);

CREATE TABLE pcie_slot (
    board_id TEXT NOT NULL REFERENCES motherboard (part_id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 12),
    physical_lanes INTEGER NOT NULL CHECK (physical_lanes IN (1, 4, 8, 16)),
    max_lanes INTEGER NOT NULL CHECK (max_lanes BETWEEN 1 AND 16 AND max_lanes <= physical_lanes),
    shares_with TEXT NOT NULL DEFAULT '',   -- space-separated positions
    lanes_when_shared INTEGER NOT NULL DEFAULT 0 CHECK (lanes_when_shared BETWEEN 0 AND 16),
    source TEXT NOT NULL CHECK (source IN ('cpu', 'chipset')),
    gen INTEGER NOT NULL CHECK (gen BETWEEN 1 AND 6),
    PRIMARY KEY (board_id, position)
);

CREATE TABLE memory_kit (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('ddr3', 'ddr4', 'ddr5')),
    modules INTEGER NOT NULL CHECK (modules BETWEEN 1 AND 16),
    module_gb REAL NOT NULL CHECK (module_gb > 0),
    speed_mts INTEGER NOT NULL CHECK (speed_mts >= 0),
    cas INTEGER NOT NULL CHECK (cas >= 0),
    ecc INTEGER NOT NULL CHECK (ecc IN (0, 1)),
    registered INTEGER NOT NULL CHECK (registered IN (0, 1))
);

CREATE TABLE psu (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    wattage_w INTEGER NOT NULL CHECK (wattage_w BETWEEN 100 AND 5000),
    efficiency TEXT NOT NULL CHECK (efficiency IN ('none', '80plus', 'bronze', 'silver', 'gold', 'platinum', 'titanium')),
    pcie6 INTEGER NOT NULL CHECK (pcie6 BETWEEN 0 AND 16),
    pcie8 INTEGER NOT NULL CHECK (pcie8 BETWEEN 0 AND 24),  -- mining units have up to 18
    pcie12vhpwr INTEGER NOT NULL CHECK (pcie12vhpwr BETWEEN 0 AND 8),
    form_factor TEXT NOT NULL DEFAULT '',
    length_mm REAL CHECK (length_mm IS NULL OR length_mm > 0),
    atx_version INTEGER NOT NULL CHECK (atx_version IN (2, 3))
);

CREATE TABLE pc_case (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    form_factors TEXT NOT NULL CHECK (length(form_factors) > 0),
    expansion_slots INTEGER NOT NULL CHECK (expansion_slots BETWEEN 1 AND 16),
    max_gpu_length_mm REAL NOT NULL CHECK (max_gpu_length_mm > 0),
    max_cooler_height_mm REAL CHECK (max_cooler_height_mm IS NULL OR max_cooler_height_mm > 0),
    max_psu_length_mm REAL CHECK (max_psu_length_mm IS NULL OR max_psu_length_mm > 0),
    bays35 INTEGER NOT NULL CHECK (bays35 >= 0),
    bays25 INTEGER NOT NULL CHECK (bays25 >= 0)
);

CREATE TABLE radiator_mount (
    case_id TEXT NOT NULL REFERENCES pc_case (part_id) ON DELETE CASCADE,
    position TEXT NOT NULL CHECK (position IN ('front', 'top', 'bottom', 'side', 'rear')),
    size_mm INTEGER NOT NULL CHECK (size_mm IN (120, 140, 240, 280, 360, 420, 480)),
    PRIMARY KEY (case_id, position)
);

CREATE TABLE cooler (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    water_cooled INTEGER NOT NULL CHECK (water_cooled IN (0, 1)),
    height_mm REAL CHECK (height_mm IS NULL OR height_mm > 0),
    radiator_mm REAL CHECK (radiator_mm IS NULL OR radiator_mm > 0),
    sockets TEXT NOT NULL  -- '|'-separated
);

CREATE TABLE storage (
    part_id TEXT PRIMARY KEY REFERENCES part (id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('hdd', 'sata-ssd', 'nvme')),
    capacity_gb REAL NOT NULL CHECK (capacity_gb > 0),
    read_mbs INTEGER NOT NULL CHECK (read_mbs > 0),
    interface TEXT NOT NULL DEFAULT '',
    form_factor TEXT NOT NULL DEFAULT ''
);
