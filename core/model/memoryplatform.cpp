// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/memoryplatform.h"

namespace rigsmith::core {
namespace {

struct PlatformRow
{
    const char *socket;
    DimmSupport kinds;
    const char *source;
};

// Rows only where a source states the kinds; platforms whose sources leave it open (LGA 1700 boards
// differ, X99 and W790 were not confirmed) are absent and read as unknown.
constexpr PlatformRow kPlatforms[] = {
    // "it supports RDIMM, LRDIMM and 3DS RDIMM memory types" (Threadripper PRO, WRX80)
    {"sWRX8", DimmSupport::Registered, "https://en.wikipedia.org/wiki/Socket_sWRX8"},
    // "8-channel DDR5 memory up to 2 TB capacity (overclockable RDIMM)" (TRX50, WRX90)
    {"sTR5", DimmSupport::Registered, "https://probsee.com/p/socket_str5"},
    // Supermicro X11DPU: "3DS LRDIMM, LRDIMM, 3DS RDIMM, RDIMM ... DDR4 ECC"
    {"LGA 3647", DimmSupport::Registered,
        "https://www.manualslib.com/manual/1595882/Supermicro-X11dpu-Xll.html?page=33"},
    // "UDIMM memory support with 2 DIMMs per channel" (TRX40)
    {"sTRX4", DimmSupport::Unbuffered,
        "https://wccftech.com/review/amd-ryzen-threadripper-3970x-trx40-aorus-master-review/2"},
    // "Der Anwender hat dabei die Wahl zwischen ECC-UDIMMs und Non-ECC-UDIMMs." (X399)
    {"TR4", DimmSupport::Unbuffered,
        "https://hardwareluxx.de/index.php/artikel/hardware/mainboards/"
        "44074-gigabyte-x399-aorus-gaming-7-im-test.html?start=1"},
    // "You may install Unbuffered DDR4 DIMMs ... ECC / non-ECC" (an AM4 board's manual)
    {"AM4", DimmSupport::Unbuffered, "https://www.easymanua.ls/asus/rs300-e10-ps4/manual?p=28"},
    // "Non-ECC, Un-buffered DDR5 Memory" (AM5 board listings)
    {"AM5", DimmSupport::Unbuffered, "https://newegg.ca/p/pl?N=100166595+100&d=intel&page=15"},
    // Gigabyte X299 manual: registered DIMMs allowed, "not recommend ... Registered DIMM and
    // Un-buffered DIMM memory at the same time"
    {"LGA 2066", DimmSupport::Both, "https://mcgrp.ru/files/viewer/255637/10"},
};

QString normalised(QString socket)
{
    // The catalog writes "LGA 2066" and "LGA2066" both.
    socket.remove(u' ');
    return socket.toLower();
}

} // namespace

DimmRequirement dimmRequirement(const MotherboardSpec &board)
{
    if (board.dimms != DimmSupport::Unknown)
        return {board.dimms, QStringLiteral("board")};
    const QString socket = normalised(board.socket);
    for (const PlatformRow &row : kPlatforms) {
        if (normalised(QString::fromLatin1(row.socket)) == socket)
            return {row.kinds, QString::fromLatin1(row.source)};
    }
    return {};
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
