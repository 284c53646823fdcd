-- Platform topology of a board (db/curated/board_topology.csv): PCIe switches and the slots behind them,
-- the board's documented lane splits per CPU lane tier, M.2/U.2 sockets that borrow a slot's lanes, the
-- chipset's uplink. Positions refer to the board's rows in pcie_slot. Every row names its source.
CREATE TABLE board_topology (
    board_id TEXT NOT NULL REFERENCES motherboard (part_id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('switch', 'mode', 'm2', 'chipset_uplink')),
    number INTEGER NOT NULL DEFAULT 0,      -- switch: its id; mode: the CPU's minimum slot lanes
    lanes INTEGER NOT NULL DEFAULT 0 CHECK (lanes BETWEEN 0 AND 32), -- switch: uplink; m2: the slot's lanes in use; chipset_uplink
    slots TEXT NOT NULL DEFAULT '',         -- space-separated positions (switch: behind it; mode; m2: the slot)
    slot_lanes TEXT NOT NULL DEFAULT '',    -- mode: lanes per listed slot
    label TEXT NOT NULL DEFAULT '',         -- switch: chip; m2: socket name
    source_url TEXT NOT NULL
);
CREATE INDEX board_topology_board ON board_topology (board_id);
