// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/memoryplatform.h"

namespace rigsmith::core {
namespace {

struct PlatformRow
{
    const char *socket;
    const char *chipset; // empty: every chipset of the socket; otherwise this chipset only
    DimmSupport kinds;
    const char *source;
};

// Rows only where a source states the kinds (db/curated/dimm_platforms.csv holds the same rows, with
// the quotes); platforms whose sources leave it open (LGA 1700 boards differ, single-socket X99/C612,
// W790, C422 and LGA 4189 were not confirmed) are absent and read as unknown. A chipset row decides before
// its socket's row: on LGA 2066 the kind goes with the chipset (and the processors it runs).
constexpr PlatformRow kPlatforms[] = {
    // "it supports RDIMM, LRDIMM and 3DS RDIMM memory types" (Threadripper PRO, WRX80)
    {"sWRX8", "", DimmSupport::Registered, "https://en.wikipedia.org/wiki/Socket_sWRX8"},
    // "8-channel DDR5 memory up to 2 TB capacity (overclockable RDIMM)" (TRX50, WRX90)
    {"sTR5", "", DimmSupport::Registered, "https://probsee.com/p/socket_str5"},
    // Supermicro X11DPU: "3DS LRDIMM, LRDIMM, 3DS RDIMM, RDIMM ... DDR4 ECC"; Fujitsu PRIMERGY CX2560 M4
    // (Xeon Scalable): "Unbuffered DIMMs are not supported."
    {"LGA 3647", "", DimmSupport::Registered,
        "https://www.easymanua.ls/fujitsu/primergy-cx2560-m4/manual/714022?p=184"},
    // AMD's EDAC patches for EPYC 9004 (SP5) "bring in support for DDR5 registered DIMMs (RDIMMs) and DDR5
    // load-reduced DIMMs (LRDIMMs)"
    {"SP5", "", DimmSupport::Registered,
        "https://www.tomshardware.com/news/amd-confirms-12-ddr5-memory-channels-on-genoa"},
    // Gigabyte's memory population guide for EPYC 7003 (whose memory subsystem is EPYC 7002's): "Supported
    // DIMM types include registered DIMMs (RDIMMs) ..., load-reduced DIMMs (LRDIMMs) ..., (3DS DIMMs), and
    // non-volatile DIMMs (NVDIMMs, type N only)"; no unbuffered type (issue 28)
    {"SP3", "", DimmSupport::Registered,
        "https://manualspro.net/514197-gigabyte-amd-epyc-7003-series-processors-user-manual"},
    // Dual-socket Xeon E5-2600 boards (C600 chipsets): Intel's Workstation Board W2600CR specification:
    // "DIMM types (UDIMM, RDIMM, LRDIMM) must not be mixed"; Supermicro's X9 DP memory guide: "Registered
    // DIMMs must be ECC only; Unbuffered DIMMs can be ECC or non-ECC" (issue 28)
    {"2 x LGA 2011", "", DimmSupport::Both,
        "http://38.142.81.21:8001/manual/intel/r2312ip4lhpc/1-technical-product-specification/page-45.html"},
    // "UDIMM memory support with 2 DIMMs per channel" (TRX40)
    {"sTRX4", "", DimmSupport::Unbuffered,
        "https://wccftech.com/review/amd-ryzen-threadripper-3970x-trx40-aorus-master-review/2"},
    // "Der Anwender hat dabei die Wahl zwischen ECC-UDIMMs und Non-ECC-UDIMMs." (X399)
    {"TR4", "", DimmSupport::Unbuffered,
        "https://hardwareluxx.de/index.php/artikel/hardware/mainboards/"
        "44074-gigabyte-x399-aorus-gaming-7-im-test.html?start=1"},
    // "You may install Unbuffered DDR4 DIMMs ... ECC / non-ECC" (an AM4 board's manual)
    {"AM4", "", DimmSupport::Unbuffered, "https://www.easymanua.ls/asus/rs300-e10-ps4/manual?p=28"},
    // "Non-ECC, Un-buffered DDR5 Memory" (AM5 board listings)
    {"AM5", "", DimmSupport::Unbuffered, "https://newegg.ca/p/pl?N=100166595+100&d=intel&page=15"},
    // Gigabyte X299 AORUS Gaming 3 Pro manual, memory page: "If you are using a Registered DIMM memory, make
    // sure it is a 1Rx8/2Rx8/1Rx4/2Rx4 one" and "we do not recommend that you install Registered DIMM and
    // Un-buffered DIMM memory at the same time". The board's word; the Core X processors X299 runs have no
    // ECC (Intel ARK), so the processor's row (cpu_dimm_kinds.csv) narrows it to unbuffered. No source for
    // C422 (Xeon W-2100/2200): unknown.
    {"LGA 2066", "Intel X299", DimmSupport::Both, "https://mcgrp.ru/files/viewer/255637/10"},
    // Dual-socket Xeon E5-2600 v3/v4 (Socket R3, C612): Supermicro's X10 DP memory guide: "Registered DIMMs
    // must be ECC only", "Unbuffered DIMMs (UDIMM) are not supported"; Intel's S2600CW specification lists
    // RDIMM and LRDIMM for E5-2600 v4 (issue 28). The narrow-ILM variants are the same socket.
    {"2 x LGA 2011-3", "", DimmSupport::Registered,
        "https://pdf4pro.com/view/memory-configuration-guide-supermicro-61e08c.html"},
    {"2 x LGA 2011-3 Narrow", "", DimmSupport::Registered,
        "https://pdf4pro.com/view/memory-configuration-guide-supermicro-61e08c.html"},
    // A C612 board the catalog lists as "2 x LGA 2011" (Supermicro X10DRL-i, DDR4) is an X10 DP board of
    // that guide: the chipset row decides before the C600 socket row above.
    {"2 x LGA 2011", "Intel C612", DimmSupport::Registered,
        "https://pdf4pro.com/view/memory-configuration-guide-supermicro-61e08c.html"},
};

// Sockets whose platforms include registered-only ones (workstation and server sockets): on these an
// unconfirmed kind is named, whatever the kit.
constexpr const char *kMixedSockets[] = {
    "LGA 2011", "LGA 2011-3", "LGA 2066", "LGA 3647", "LGA 4189", "LGA 4677", "SP3", "SP5", "sWRX8", "sTR5"};

QString normalised(QString socket)
{
    // The catalog writes "LGA 2066" and "LGA2066" both.
    socket.remove(u' ');
    return socket.toLower();
}

} // namespace

namespace {

DimmRequirement platformRow(const MotherboardSpec &board)
{
    const QString socket = normalised(board.socket);
    const QString chipset = normalised(board.chipset);
    for (const bool chipsetRows : {true, false}) {
        for (const PlatformRow &row : kPlatforms) {
            const QString rowChipset = normalised(QString::fromLatin1(row.chipset));
            if (rowChipset.isEmpty() == chipsetRows || normalised(QString::fromLatin1(row.socket)) != socket)
                continue;
            if (!chipsetRows || rowChipset == chipset)
                return {row.kinds, QString::fromLatin1(row.source)};
        }
    }
    return {};
}

} // namespace

DimmRequirement dimmRequirement(const MotherboardSpec &board)
{
    // The board's own field decides; its source is the platform row it came from when one agrees.
    const DimmRequirement row = platformRow(board);
    if (board.dimms != DimmSupport::Unknown)
        return {board.dimms, row.kinds == board.dimms ? row.source : QStringLiteral("board")};
    return row;
}

bool mixedKindSocket(const MotherboardSpec &board)
{
    // "2 x LGA 2011-3": dual-socket boards are server boards.
    const QString socket = normalised(board.socket);
    if (socket.startsWith(u"2x"))
        return true;
    for (const char *s : kMixedSockets) {
        if (normalised(QString::fromLatin1(s)) == socket)
            return true;
    }
    return false;
}

std::optional<Gigabytes> perSlotLimit(const MotherboardSpec &board)
{
    if (board.memorySlots <= 0 || board.maxMemory.value() <= 0)
        return std::nullopt;
    return Gigabytes(board.maxMemory.value() / board.memorySlots);
}

int memoryModules(const Build &b)
{
    int n = 0;
    for (const Counted<Memory> &m : b.memory)
        n += m.part.spec.modules * m.quantity;
    return n;
}

} // namespace rigsmith::core
